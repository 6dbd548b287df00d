/**
 * Contracts with base64Binary values for the MTOM tests: `upload` takes a file, `download` answers
 * files (a repeated type, whose content is compiled; a thumbnail of a type restricting
 * base64Binary), and the W3C XOP example's `data` element
 * (XOP 1.0, section 1.2: a photo and a signature) in its own namespace.
 */
import { contract } from "./contract-builder.ts";

export const FILES_CONTRACT = contract({
  schema: `
    <xs:simpleType name="Thumbnail"><xs:restriction base="xs:base64Binary">
      <xs:maxLength value="1000000" />
    </xs:restriction></xs:simpleType>
    <xs:complexType name="File"><xs:sequence>
      <xs:element name="name" type="xs:string" />
      <xs:element name="data" type="xs:base64Binary" />
      <xs:element name="thumbnail" type="tns:Thumbnail" minOccurs="0" />
    </xs:sequence></xs:complexType>
    <xs:element name="upload"><xs:complexType><xs:sequence>
      <xs:element name="name" type="xs:string" />
      <xs:element name="data" type="xs:base64Binary" />
    </xs:sequence></xs:complexType></xs:element>
    <xs:element name="uploadResponse"><xs:complexType><xs:sequence>
      <xs:element name="size" type="xs:int" />
      <xs:element name="sha256" type="xs:string" />
    </xs:sequence></xs:complexType></xs:element>
    <xs:element name="download"><xs:complexType><xs:sequence>
      <xs:element name="size" type="xs:int" />
    </xs:sequence></xs:complexType></xs:element>
    <xs:element name="downloadResponse"><xs:complexType><xs:sequence>
      <xs:element name="file" type="tns:File" maxOccurs="unbounded" />
    </xs:sequence></xs:complexType></xs:element>`,
  operations: [
    {
      name: "upload",
      input: '<wsdl:part name="parameters" element="tns:upload" />',
      output: '<wsdl:part name="parameters" element="tns:uploadResponse" />',
    },
    {
      name: "download",
      input: '<wsdl:part name="parameters" element="tns:download" />',
      output: '<wsdl:part name="parameters" element="tns:downloadResponse" />',
    },
  ],
});

/** The XOP example's namespace and its operation, SOAP 1.2 only (the example's envelope is 1.2). */
export const XOP_EXAMPLE_CONTRACT = contract({
  schema: `
    <xs:element name="data"><xs:complexType><xs:sequence>
      <xs:element name="photo" type="xs:base64Binary" />
      <xs:element name="sig" type="xs:base64Binary" />
    </xs:sequence></xs:complexType></xs:element>
    <xs:element name="dataResponse"><xs:complexType><xs:sequence>
      <xs:element name="photoSize" type="xs:int" />
    </xs:sequence></xs:complexType></xs:element>`,
  operations: [
    {
      name: "ProcessData",
      soapAction: "ProcessData",
      input: '<wsdl:part name="parameters" element="tns:data" />',
      output: '<wsdl:part name="parameters" element="tns:dataResponse" />',
    },
  ],
  ports: ["soap12"],
}).replaceAll('"urn:c"', '"http://example.org/stuff"');

/** The example's two parts' octets (the spec writes `// binary octets for png`): bytes of every value. */
export const EXAMPLE_PHOTO = Uint8Array.from({ length: 600 }, (_, i) => (i * 7 + 13) % 256);
export const EXAMPLE_SIG = Uint8Array.from({ length: 64 }, (_, i) => 255 - i);

/**
 * The XOP package of XOP 1.0's example (section 1.2), as the spec writes it: folded header lines,
 * `startinfo`, single-quoted attributes, `cid:` URLs that are URIs themselves, 8bit root. Its
 * Content-Type header is returned apart (unfolded, as HTTP carries it) and its body with CRLFs.
 */
export function xopExample(): { contentType: string; body: Buffer } {
  const contentType =
    'Multipart/Related;boundary=MIME_boundary; type="application/xop+xml"; ' +
    'start="<mymessage.xml@example.org>"; startinfo="application/soap+xml; action=\\"ProcessData\\""';
  const text = (lines: string[]) => Buffer.from(lines.join("\r\n"), "latin1");
  const body = Buffer.concat([
    text([
      "--MIME_boundary",
      "Content-Type: application/xop+xml; ",
      "    charset=UTF-8; ",
      '    type="application/soap+xml; action=\\"ProcessData\\""',
      "Content-Transfer-Encoding: 8bit",
      "Content-ID: <mymessage.xml@example.org>",
      "",
      "<soap:Envelope",
      "    xmlns:soap='http://www.w3.org/2003/05/soap-envelope' ",
      "    xmlns:xmlmime='http://www.w3.org/2004/11/xmlmime'>",
      "  <soap:Body>",
      "    <m:data xmlns:m='http://example.org/stuff'>",
      "      <m:photo ",
      "        xmlmime:contentType='image/png'><xop:Include ",
      "        xmlns:xop='http://www.w3.org/2004/08/xop/include' ",
      "        href='cid:http://example.org/me.png'/></m:photo>",
      "      <m:sig ",
      "       xmlmime:contentType='application/pkcs7-signature'><xop:Include ",
      "        xmlns:xop='http://www.w3.org/2004/08/xop/include' ",
      "        href='cid:http://example.org/my.hsh'/></m:sig>",
      "    </m:data>",
      "  </soap:Body>",
      "</soap:Envelope>",
      "",
      "--MIME_boundary",
      "Content-Type: image/png",
      "Content-Transfer-Encoding: binary",
      "Content-ID: <http://example.org/me.png>",
      "",
      "",
    ]),
    EXAMPLE_PHOTO,
    text([
      "",
      "--MIME_boundary",
      "Content-Type: application/pkcs7-signature",
      "Content-Transfer-Encoding: binary",
      "Content-ID: <http://example.org/my.hsh>",
      "",
      "",
    ]),
    EXAMPLE_SIG,
    text(["", "--MIME_boundary--", ""]),
  ]);
  return { contentType, body };
}
