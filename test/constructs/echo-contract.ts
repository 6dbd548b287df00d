/** An echo operation of one type: `echo(value)` answers `value`, for round-tripping a construct. */
import { contract } from "./contract-builder.ts";

/** `schema` declares the type `type` (a QName in the contract: `tns:Shape`). */
export function echoContract(schema: string, type: string): string {
  return contract({
    schema: `${schema}
      <xs:element name="echo"><xs:complexType><xs:sequence><xs:element name="value" type="${type}" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="echoResponse"><xs:complexType><xs:sequence><xs:element name="value" type="${type}" /></xs:sequence></xs:complexType></xs:element>`,
    operations: [
      {
        name: "echo",
        input: '<wsdl:part name="p" element="tns:echo" />',
        output: '<wsdl:part name="p" element="tns:echoResponse" />',
      },
    ],
  });
}
