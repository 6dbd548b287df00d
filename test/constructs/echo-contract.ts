/** An echo operation of one type: `echo(value)` answers `value`, for round-tripping a construct. */
import { contract } from "./contract-builder.ts";
import type { GeneratedService } from "./generated-service.ts";

/** `schema` declares the type `type` (a QName in the contract: `tns:Shape`). */
export function echoContract(schema: string, type: string): string {
  return contract({
    schema: `${schema}
      <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="value" type="${type}" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="value" type="${type}" /></xs:sequence></xs:complexType></xs:element>`,
    operations: [{ name: "echo", input: '<wsdl:part name="p" element="tns:echo" />', output: '<wsdl:part name="p" element="tns:echoResponse" />' }],
  });
}

/** The declaration of `name` in the generated types.ts, as formatted. */
export async function declaration(service: GeneratedService, name: string): Promise<string> {
  const types = await service.read("construct-contract/src/types.ts");
  const at = [`export type ${name} `, `export interface ${name} `].map((s) => types.indexOf(s)).find((i) => i >= 0);
  if (at === undefined) throw new Error(`${name} is not declared in types.ts`);
  const end = types.indexOf("\n\n", at);
  return types.slice(at, end < 0 ? undefined : end).trim();
}
