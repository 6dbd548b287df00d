/**
 * HTTP GET/POST results whose codec reads more than one TypeScript type says: a dateTime (the
 * codec reads an XsdDateTime) and a type with derived types (its codec reads any of the family).
 * The generated client type-checks (it did not: the result's declared type and its codec's
 * differed), and reads what the server answers on every binding.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const BINDINGS = ["soap11", "httpGet", "httpPost"] as const;
let service: GeneratedService;
let running: RunningService;

beforeAll(async () => {
  const op = (name: string, result: string) => ({
    name,
    input: `<wsdl:part name="parameters" element="tns:${name}" />`,
    output: `<wsdl:part name="parameters" element="tns:${name}Response" />`,
    http: { input: "", output: `<wsdl:part name="Body" element="tns:${result}" />` },
  });
  service = await generateService(
    contract({
      schema: `
        <xs:complexType name="Shape" abstract="true"><xs:sequence><xs:element name="Name" type="xs:string" minOccurs="0" /></xs:sequence></xs:complexType>
        <xs:complexType name="Circle"><xs:complexContent><xs:extension base="tns:Shape"><xs:sequence><xs:element name="Radius" type="xs:double" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
        <xs:element name="Now"><xs:complexType /></xs:element>
        <xs:element name="NowResponse"><xs:complexType><xs:sequence><xs:element name="NowResult" type="xs:dateTime" /></xs:sequence></xs:complexType></xs:element>
        <xs:element name="dateTime" type="xs:dateTime" />
        <xs:element name="MakeShape"><xs:complexType /></xs:element>
        <xs:element name="MakeShapeResponse"><xs:complexType><xs:sequence><xs:element name="MakeShapeResult" type="tns:Shape" minOccurs="0" /></xs:sequence></xs:complexType></xs:element>
        <xs:element name="Shape" nillable="true" type="tns:Shape" />`,
      operations: [op("Now", "dateTime"), op("MakeShape", "Shape")],
      ports: ["soap11", "httpGet", "httpPost"],
    }),
  );
  running = await service.serve(
    {
      Now: "2024-05-01T10:00:00.1234567+02:00",
      MakeShape: { $type: "Circle", Name: "c", Radius: 2 },
    },
    {
      httpGet: { enabled: true, authenticate: null },
      httpPost: { enabled: true, authenticate: null },
    },
  );
}, 120_000);
afterAll(async () => {
  await running?.close();
  service?.close();
});

it.each(BINDINGS)(
  "reads a dateTime result, its text kept, and a derived type's, on %s",
  async (binding) => {
    const client = running.client(binding);
    const now = (await client.Now!({})) as Date & { text: string };
    expect(now.toISOString()).toBe("2024-05-01T08:00:00.123Z");
    expect(now.text).toBe("2024-05-01T10:00:00.1234567+02:00");
    expect(await client.MakeShape!({})).toEqual({ $type: "Circle", Name: "c", Radius: 2 });
  },
);
