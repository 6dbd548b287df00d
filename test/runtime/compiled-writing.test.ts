/**
 * The wire text of declared records, held byte for byte to what the writer wrote before its fast
 * paths (issue #46): the texts below were captured from it. Every built-in a record commonly
 * holds, written by the compiled writer (codecs.ts), by the server's answer in pieces (SOAP) and
 * laid out (HTTP GET): empty strings, text to escape, nil and absent fields, extreme numbers,
 * dateTimes with offsets and fractions, attachments' types, nested records in lists, a record
 * that holds itself, one that holds a record with bytes (which the writer writes apart), and the
 * refusals with their paths (a list that is no array refused with its path since stop 52, where
 * it was refused as `v is not iterable`, or written a character an item when a string).
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { contract, listOperation } from "../constructs/contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";

interface Codec {
  compiled: unknown;
}
interface Runtime {
  writeParts(codec: unknown, value: unknown, where: string, scope?: string): [string, string];
  XsdDateTime: new (text: string) => Date;
}

const SCHEMA = `
  <xs:simpleType name="Status"><xs:restriction base="xs:string">
    <xs:enumeration value="Open" /><xs:enumeration value="On &amp; off" />
  </xs:restriction></xs:simpleType>
  <xs:simpleType name="Zip"><xs:restriction base="xs:string"><xs:pattern value="\\d{5}" /></xs:restriction></xs:simpleType>
  <xs:complexType name="Place"><xs:sequence>
    <xs:element name="City" type="xs:string" minOccurs="0" /><xs:element name="Code" type="xs:int" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Entry"><xs:sequence>
    <xs:element name="Name" type="xs:string" nillable="true" />
    <xs:element name="Quantity" type="xs:int" />
    <xs:element name="Serial" type="xs:long" />
    <xs:element name="Amount" type="xs:decimal" />
    <xs:element name="Modified" type="xs:dateTime" />
    <xs:element name="Active" type="xs:boolean" />
    <xs:element name="Status" type="tns:Status" />
    <xs:element name="Place" type="tns:Place" minOccurs="0" />
    <xs:element name="Tags" type="xs:string" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Ratio" type="xs:double" minOccurs="0" />
    <xs:element name="Small" type="xs:float" minOccurs="0" />
    <xs:element name="Count" type="xs:unsignedLong" minOccurs="0" />
    <xs:element name="Level" type="xs:short" minOccurs="0" />
    <xs:element name="Day" type="xs:date" minOccurs="0" />
    <xs:element name="Zip" type="tns:Zip" minOccurs="0" />
    <xs:element name="Data" type="xs:base64Binary" minOccurs="0" />
    <xs:element name="Nodes" type="tns:Node" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Holders" type="tns:Holder" minOccurs="0" maxOccurs="unbounded" />
    <xs:element name="Note" type="xs:string" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Node"><xs:sequence>
    <xs:element name="Label" type="xs:string" minOccurs="0" />
    <xs:element name="Kids" type="tns:Node" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Holder"><xs:sequence>
    <xs:element name="Label" type="xs:string" minOccurs="0" />
    <xs:element name="Entry" type="tns:Entry" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="ArrayOfEntry"><xs:sequence>
    <xs:element name="Entry" type="tns:Entry" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType>
  <xs:element name="ArrayOfEntry" nillable="true" type="tns:ArrayOfEntry" />
  <xs:element name="list"><xs:complexType /></xs:element>
  <xs:element name="listResponse"><xs:complexType><xs:sequence>
    <xs:element name="listResult" type="tns:ArrayOfEntry" minOccurs="0" />
  </xs:sequence></xs:complexType></xs:element>`;

let service: GeneratedService;
let running: RunningService;
let runtime: Runtime;
let codecs: Record<string, Codec>;
let entry: Codec;

beforeAll(async () => {
  service = await generateService(
    contract({
      schema: SCHEMA,
      operations: [
        listOperation({
          http: { input: "", output: '<wsdl:part name="Body" element="tns:ArrayOfEntry" />' },
        }),
      ],
      ports: ["soap11", "httpGet"],
    }),
  );
  codecs = await service.contractModule<Record<string, Codec>>("codecs.ts");
  entry = codecs.EntryCodec!;
  runtime = {
    ...(await service.contractModule<Pick<Runtime, "writeParts">>("runtime/codec.ts")),
    ...(await service.contractModule<Pick<Runtime, "XsdDateTime">>("runtime/scalar-text.ts")),
  };
  running = await service.serve(
    { list: () => ANSWER.map((i) => records()[i]![1]) },
    { httpGet: { enabled: true, authenticate: null } },
  );
}, 120_000);
afterAll(async () => {
  await running?.close();
  service?.close();
});

const utc = (ms: number) => new Date(ms);
const base = {
  Name: "Record 1",
  Quantity: 1,
  Serial: 9_000_000_001n,
  Amount: "1.01",
  Modified: utc(Date.UTC(2026, 0, 1, 8, 31)),
  Active: false,
  Status: "Open",
  Place: { City: "City 1", Code: 1 },
  Note: "Note 1",
};
const at = (iso: string) => new Date(iso);
const year = (y: number) => {
  const d = new Date(Date.UTC(2000, 5, 7, 1, 2, 3, 40));
  d.setUTCFullYear(y);
  return d;
};

/** The values written, by name: built on use (XsdDateTime is the generated runtime's). */
function records(): [string, unknown][] {
  const changed = new runtime.XsdDateTime("2024-05-01T10:00:00.1234567+02:00");
  changed.setUTCMinutes(1);
  return [
    ["typical", base],
    [
      "empty texts",
      {
        ...base,
        Name: "",
        Note: "",
        Place: { City: "", Code: 0 },
        Tags: ["", ""],
        Data: new Uint8Array(),
      },
    ],
    [
      "text to escape",
      {
        ...base,
        Name: "a & b < c > d \r\t \"q\" 'a' \n ]]> é \uD83D\uDE00",
        Status: "On & off",
        Place: { City: "Zürich <2>", Code: -1 },
        Tags: ["&amp;", "\t", "x\r\ny"],
        Note: "]]>&<>",
      },
    ],
    [
      "nil and absent fields",
      {
        ...base,
        Name: null,
        Place: null,
        Tags: [null, "x"],
        Note: undefined,
        Data: null,
        Ratio: null,
      },
    ],
    ["a null in a field that is not nillable", { ...base, Quantity: null, Modified: null }],
    ["an empty nested record", { ...base, Place: {} }],
    [
      "extreme numbers",
      {
        ...base,
        Quantity: -2147483648,
        Serial: -(2n ** 63n),
        Amount: "-0.000",
        Count: 2n ** 64n - 1n,
        Level: -32768,
        Ratio: -0,
        Small: 0.1,
        Active: true,
      },
    ],
    [
      "more extremes",
      {
        ...base,
        Quantity: 2147483647,
        Serial: 2n ** 63n - 1n,
        Amount: "+.5",
        Count: 0n,
        Level: 32767,
        Ratio: 5e-324,
        Small: 3.4028234663852886e38,
      },
    ],
    ["doubles", { ...base, Amount: "007", Ratio: 1e21, Small: Number.NaN }],
    ["infinities", { ...base, Ratio: Number.POSITIVE_INFINITY, Small: Number.NEGATIVE_INFINITY }],
    ["a dateTime with milliseconds", { ...base, Modified: at("2026-03-04T05:06:07.120Z") }],
    ["one millisecond", { ...base, Modified: at("2026-03-04T05:06:07.001Z") }],
    ["a dateTime at midnight of year 1", { ...base, Modified: year(1) }],
    ["year 9999", { ...base, Modified: year(9999) }],
    ["year 12345", { ...base, Modified: year(12345) }],
    ["year -1", { ...base, Modified: year(-1) }],
    ["year 0", { ...base, Modified: year(0) }],
    [
      "a dateTime read with an offset and seven digits",
      { ...base, Modified: new runtime.XsdDateTime("2024-05-01T10:00:00.1234567+02:00") },
    ],
    [
      "a dateTime read without a zone",
      { ...base, Modified: new runtime.XsdDateTime(" 2024-05-01T10:00:00 ") },
    ],
    ["a dateTime read, then changed", { ...base, Modified: changed }],
    ["a dateTime as text with an offset", { ...base, Modified: "2024-05-01T10:00:00-05:30" }],
    ["a dateTime as text with a fraction", { ...base, Modified: "2024-05-01T10:00:00.5Z" }],
    ["a dateTime as text between tabs", { ...base, Modified: "\t2024-05-01T10:00:00Z\t" }],
    [
      "a dateTime read in UTC",
      { ...base, Modified: new runtime.XsdDateTime("2024-05-01T10:00:00Z") },
    ],
    [
      "a date, a zip, bytes",
      { ...base, Day: "2024-02-29", Zip: "01234", Data: new Uint8Array([0, 1, 255]) },
    ],
    ["an int with a fraction", { ...base, Quantity: 1.5 }],
    ["an int out of range", { ...base, Quantity: 2 ** 31 }],
    ["an int as text", { ...base, Quantity: "1" }],
    ["a long that is no bigint", { ...base, Serial: 5 }],
    ["a long out of range", { ...base, Serial: 2n ** 63n }],
    ["an unsignedLong below 0", { ...base, Count: -1n }],
    ["a short out of range", { ...base, Level: 32768 }],
    ["a decimal with an exponent", { ...base, Amount: "1e5" }],
    ["a decimal with spaces", { ...base, Amount: " 1.5 " }],
    ["a decimal that is a number", { ...base, Amount: 1.5 }],
    ["an unknown enumeration value", { ...base, Status: "Closed" }],
    ["a control character", { ...base, Note: "bell \u0007" }],
    ["a lone surrogate", { ...base, Name: "\uD800x" }],
    ["a string that is a number", { ...base, Name: 5 }],
    ["a boolean as text", { ...base, Active: "true" }],
    ["a dateTime that is no date", { ...base, Modified: "tomorrow" }],
    ["an invalid Date", { ...base, Modified: new Date(Number.NaN) }],
    ["a double as text", { ...base, Ratio: "1" }],
    ["a zip that does not match", { ...base, Zip: "1234" }],
    ["bytes that are text", { ...base, Data: "AAE=" }],
    ["a refusal in the nested record", { ...base, Place: { City: 5, Code: 1 } }],
    ["a bad int in the nested record", { ...base, Place: { City: "c", Code: 1.5 } }],
    ["a list that is no list", { ...base, Tags: 5 }],
    ["a bad item of a list", { ...base, Tags: ["a", 5] }],
    [
      "nested records in lists, a tree, a held record with bytes",
      {
        ...base,
        Nodes: [{ Label: "a", Kids: [{ Label: "b & c" }, { Label: "", Kids: [] }] }, null, {}],
        Holders: [{ Label: "h", Entry: { ...base, Data: new Uint8Array([1]) } }, {}, null],
      },
    ],
    ["a refusal deep in a tree", { ...base, Nodes: [{ Kids: [{ Label: 5 }] }] }],
    ["a refusal in a held record", { ...base, Holders: [{ Entry: { ...base, Quantity: 1.5 } }] }],
    // Until stop 52 each character was written as an item.
    ["a list that is a string", { ...base, Tags: "ab" }],
    ["a list of records that is a record", { ...base, Nodes: { Label: "a" } }],
    ["a list that is no list deep in a tree", { ...base, Nodes: [{ Kids: 5 }] }],
  ];
}

/** The records the server answers with (by their place in records()): ones it can write. */
const ANSWER = [0, 1, 2, 3, 5, 6, 10, 17, 22, 49];

/** `[attributes, content]`, or the refusal's name and message. */
function written(value: unknown): [string, string] | string {
  try {
    return runtime.writeParts(entry, value, "value");
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

async function answers(): Promise<{ soap: string; httpGet: string }> {
  const soap = await fetch(running.url, {
    method: "POST",
    headers: { "content-type": "text/xml; charset=utf-8", soapaction: '"urn:c/list"' },
    body: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><list xmlns="urn:c" /></soap:Body></soap:Envelope>',
  });
  const httpGet = await fetch(`${running.url}/list`);
  return { soap: await soap.text(), httpGet: await httpGet.text() };
}

const CAPTURE = process.env.CAPTURE_COMPILED_WRITING === "1";

it("writes the records compiled", () => {
  for (const name of ["EntryCodec", "PlaceCodec", "NodeCodec", "HolderCodec"])
    expect(codecs[name]!.compiled).toBeDefined();
});

it("writes each record as it was written, or refuses it as it was refused", () => {
  const got = Object.fromEntries(records().map(([name, value]) => [name, written(value)]));
  if (CAPTURE) console.log(JSON.stringify(got, null, 2));
  else expect(got).toEqual(WRITTEN);
});

it("answers with what it answered, on SOAP and on HTTP GET", async () => {
  const got = await answers();
  if (CAPTURE) console.log(JSON.stringify(got));
  else expect(got).toEqual(ANSWERS);
});

const WRITTEN: Record<string, [string, string] | string> = {
  typical: [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "empty texts": [
    "",
    "<Name /><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City /><Code>0</Code></Place><Tags /><Tags /><Data /><Note />",
  ],
  "text to escape": [
    "",
    "<Name>a &amp; b &lt; c &gt; d &#xD;&#x9; \"q\" 'a' \n ]]&gt; é 😀</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>On &amp; off</Status><Place><City>Zürich &lt;2&gt;</City><Code>-1</Code></Place><Tags>&amp;amp;</Tags><Tags>&#x9;</Tags><Tags>x&#xD;\ny</Tags><Note>]]&gt;&amp;&lt;&gt;</Note>",
  ],
  "nil and absent fields": [
    "",
    '<Name xsi:nil="true" /><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place xsi:nil="true" /><Tags xsi:nil="true" /><Tags>x</Tags><Ratio xsi:nil="true" /><Data xsi:nil="true" />',
  ],
  "a null in a field that is not nillable": [
    "",
    '<Name>Record 1</Name><Quantity xsi:nil="true" /><Serial>9000000001</Serial><Amount>1.01</Amount><Modified xsi:nil="true" /><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>',
  ],
  "an empty nested record": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place /><Note>Note 1</Note>",
  ],
  "extreme numbers": [
    "",
    "<Name>Record 1</Name><Quantity>-2147483648</Quantity><Serial>-9223372036854775808</Serial><Amount>-0.000</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>true</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Ratio>-0</Ratio><Small>0.1</Small><Count>18446744073709551615</Count><Level>-32768</Level><Note>Note 1</Note>",
  ],
  "more extremes": [
    "",
    "<Name>Record 1</Name><Quantity>2147483647</Quantity><Serial>9223372036854775807</Serial><Amount>+.5</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Ratio>5e-324</Ratio><Small>3.40282347e+38</Small><Count>0</Count><Level>32767</Level><Note>Note 1</Note>",
  ],
  doubles: [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>007</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Ratio>1e+21</Ratio><Small>NaN</Small><Note>Note 1</Note>",
  ],
  infinities: [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Ratio>INF</Ratio><Small>-INF</Small><Note>Note 1</Note>",
  ],
  "a dateTime with milliseconds": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-03-04T05:06:07.12Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "one millisecond": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-03-04T05:06:07.001Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime at midnight of year 1": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>0001-06-07T01:02:03.04Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "year 9999": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>9999-06-07T01:02:03.04Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "year 12345": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>12345-06-07T01:02:03.04Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "year -1": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>-0001-06-07T01:02:03.04Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "year 0": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>0000-06-07T01:02:03.04Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime read with an offset and seven digits": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00.1234567+02:00</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime read without a zone": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime read, then changed": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T08:01:00.123Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime as text with an offset": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00-05:30</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime as text with a fraction": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00.5Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime as text between tabs": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>&#x9;2024-05-01T10:00:00Z&#x9;</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a dateTime read in UTC": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a date, a zip, bytes": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Day>2024-02-29</Day><Zip>01234</Zip><Data>AAH/</Data><Note>Note 1</Note>",
  ],
  "an int with a fraction":
    "RangeError: value.Quantity must be an xsd:int, an integer from -2147483648 to 2147483647; got 1.5",
  "an int out of range":
    "RangeError: value.Quantity must be an xsd:int, an integer from -2147483648 to 2147483647; got 2147483648",
  "an int as text":
    "RangeError: value.Quantity must be an xsd:int, an integer from -2147483648 to 2147483647; got 1",
  "a long that is no bigint": "RangeError: value.Serial must be an xsd:long bigint in range; got 5",
  "a long out of range":
    "RangeError: value.Serial must be an xsd:long bigint in range; got 9223372036854775808",
  "an unsignedLong below 0":
    "RangeError: value.Count must be an xsd:unsignedLong bigint in range; got -1",
  "a short out of range":
    "RangeError: value.Level must be an xsd:short, an integer from -32768 to 32767; got 32768",
  "a decimal with an exponent": 'RangeError: value.Amount must be an xsd:decimal string; got "1e5"',
  "a decimal with spaces": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount> 1.5 </Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note>",
  ],
  "a decimal that is a number": "RangeError: value.Amount must be an xsd:decimal string; got 1.5",
  "an unknown enumeration value":
    'RangeError: value.Status must be one of Open, On & off; got "Closed"',
  "a control character":
    "XmlCharacterError: value.Note holds U+0007 at index 5, a character XML 1.0 cannot carry",
  "a lone surrogate":
    "XmlCharacterError: value.Name holds U+D800 at index 0, a character XML 1.0 cannot carry",
  "a string that is a number": "TypeError: value.Name must be a string; got number",
  "a boolean as text": "TypeError: value.Active must be a boolean; got string",
  "a dateTime that is no date":
    'RangeError: value.Modified must be a Date or an xsd:dateTime string: "tomorrow" is not an xsd:dateTime',
  "an invalid Date":
    "RangeError: value.Modified must be a Date or an xsd:dateTime string: invalid Date",
  "a double as text": "TypeError: value.Ratio must be a number; got string",
  "a zip that does not match": [
    "",
    "<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Zip>1234</Zip><Note>Note 1</Note>",
  ],
  "bytes that are text": "TypeError: value.Data must be a Uint8Array",
  "a refusal in the nested record": "TypeError: value.Place.City must be a string; got number",
  "a bad int in the nested record":
    "RangeError: value.Place.Code must be an xsd:int, an integer from -2147483648 to 2147483647; got 1.5",
  "a list that is no list": "TypeError: value.Tags must be an array",
  "a list that is a string": "TypeError: value.Tags must be an array",
  "a list of records that is a record": "TypeError: value.Nodes must be an array",
  "a list that is no list deep in a tree": "TypeError: value.Nodes.Kids must be an array",
  "a bad item of a list": "TypeError: value.Tags must be a string; got number",
  "nested records in lists, a tree, a held record with bytes": [
    "",
    '<Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Nodes><Label>a</Label><Kids><Label>b &amp; c</Label></Kids><Kids><Label /></Kids></Nodes><Nodes xsi:nil="true" /><Nodes /><Holders><Label>h</Label><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Data>AQ==</Data><Note>Note 1</Note></Entry></Holders><Holders /><Holders xsi:nil="true" /><Note>Note 1</Note>',
  ],
  "a refusal deep in a tree": "TypeError: value.Nodes.Kids.Label must be a string; got number",
  "a refusal in a held record":
    "RangeError: value.Holders.Entry.Quantity must be an xsd:int, an integer from -2147483648 to 2147483647; got 1.5",
};

const ANSWERS = {
  soap: '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><listResponse xmlns="urn:c"><listResult><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note></Entry><Entry><Name /><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City /><Code>0</Code></Place><Tags /><Tags /><Data /><Note /></Entry><Entry><Name>a &amp; b &lt; c &gt; d &#xD;&#x9; "q" \'a\' \n ]]&gt; é 😀</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>On &amp; off</Status><Place><City>Zürich &lt;2&gt;</City><Code>-1</Code></Place><Tags>&amp;amp;</Tags><Tags>&#x9;</Tags><Tags>x&#xD;\ny</Tags><Note>]]&gt;&amp;&lt;&gt;</Note></Entry><Entry><Name xsi:nil="true" /><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place xsi:nil="true" /><Tags xsi:nil="true" /><Tags>x</Tags><Ratio xsi:nil="true" /><Data xsi:nil="true" /></Entry><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place /><Note>Note 1</Note></Entry><Entry><Name>Record 1</Name><Quantity>-2147483648</Quantity><Serial>-9223372036854775808</Serial><Amount>-0.000</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>true</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Ratio>-0</Ratio><Small>0.1</Small><Count>18446744073709551615</Count><Level>-32768</Level><Note>Note 1</Note></Entry><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-03-04T05:06:07.12Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note></Entry><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2024-05-01T10:00:00.1234567+02:00</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note></Entry><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>&#x9;2024-05-01T10:00:00Z&#x9;</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Note>Note 1</Note></Entry><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Nodes><Label>a</Label><Kids><Label>b &amp; c</Label></Kids><Kids><Label /></Kids></Nodes><Nodes xsi:nil="true" /><Nodes /><Holders><Label>h</Label><Entry><Name>Record 1</Name><Quantity>1</Quantity><Serial>9000000001</Serial><Amount>1.01</Amount><Modified>2026-01-01T08:31:00Z</Modified><Active>false</Active><Status>Open</Status><Place><City>City 1</City><Code>1</Code></Place><Data>AQ==</Data><Note>Note 1</Note></Entry></Holders><Holders /><Holders xsi:nil="true" /><Note>Note 1</Note></Entry></listResult></listResponse></soap:Body></soap:Envelope>',
  httpGet:
    '<?xml version="1.0" encoding="utf-8"?>\n<ArrayOfEntry xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="urn:c">\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name />\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City />\n      <Code>0</Code>\n    </Place>\n    <Tags />\n    <Tags />\n    <Data />\n    <Note />\n  </Entry>\n  <Entry>\n    <Name>a &amp; b &lt; c &gt; d &#xD;&#x9; "q" \'a\' \n ]]&gt; é 😀</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>On &amp; off</Status>\n    <Place>\n      <City>Zürich &lt;2&gt;</City>\n      <Code>-1</Code>\n    </Place>\n    <Tags>&amp;amp;</Tags>\n    <Tags>&#x9;</Tags>\n    <Tags>x&#xD;\ny</Tags>\n    <Note>]]&gt;&amp;&lt;&gt;</Note>\n  </Entry>\n  <Entry>\n    <Name xsi:nil="true" />\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place xsi:nil="true" />\n    <Tags xsi:nil="true" />\n    <Tags>x</Tags>\n    <Ratio xsi:nil="true" />\n    <Data xsi:nil="true" />\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place />\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>-2147483648</Quantity>\n    <Serial>-9223372036854775808</Serial>\n    <Amount>-0.000</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>true</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Ratio>-0</Ratio>\n    <Small>0.1</Small>\n    <Count>18446744073709551615</Count>\n    <Level>-32768</Level>\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-03-04T05:06:07.12Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2024-05-01T10:00:00.1234567+02:00</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>&#x9;2024-05-01T10:00:00Z&#x9;</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Note>Note 1</Note>\n  </Entry>\n  <Entry>\n    <Name>Record 1</Name>\n    <Quantity>1</Quantity>\n    <Serial>9000000001</Serial>\n    <Amount>1.01</Amount>\n    <Modified>2026-01-01T08:31:00Z</Modified>\n    <Active>false</Active>\n    <Status>Open</Status>\n    <Place>\n      <City>City 1</City>\n      <Code>1</Code>\n    </Place>\n    <Nodes>\n      <Label>a</Label>\n      <Kids>\n        <Label>b &amp; c</Label>\n      </Kids>\n      <Kids>\n        <Label />\n      </Kids>\n    </Nodes>\n    <Nodes xsi:nil="true" />\n    <Nodes />\n    <Holders>\n      <Label>h</Label>\n      <Entry>\n        <Name>Record 1</Name>\n        <Quantity>1</Quantity>\n        <Serial>9000000001</Serial>\n        <Amount>1.01</Amount>\n        <Modified>2026-01-01T08:31:00Z</Modified>\n        <Active>false</Active>\n        <Status>Open</Status>\n        <Place>\n          <City>City 1</City>\n          <Code>1</Code>\n        </Place>\n        <Data>AQ==</Data>\n        <Note>Note 1</Note>\n      </Entry>\n    </Holders>\n    <Holders />\n    <Holders xsi:nil="true" />\n    <Note>Note 1</Note>\n  </Entry>\n</ArrayOfEntry>',
};
