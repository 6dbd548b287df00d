/**
 * A contract shaped like a large SaaS WSDL's, for namespaces.test.ts: eight schemas beside the
 * contract's (`urn:c`), each binding the same prefix letters (`a`, `b`, `c`) to namespaces of its
 * own choosing; types of one namespace extending and holding types of others; elements qualified
 * and unqualified; attributes qualified by the schema's default, by `form=`, by reference to
 * another schema's and to `xml:lang`; a derived type in another namespace than its base's;
 * wildcards; `xs:anyType` in an unqualified element. One echo operation per type.
 */
import { contract } from "./contract-builder.ts";

/** Schemas beside the contract's (`urn:c`): each binds `a`, `b` and `c` to namespaces of its own choosing. */
const SCHEMAS = `
  <xs:schema targetNamespace="urn:n1" elementFormDefault="qualified" attributeFormDefault="qualified" xmlns:a="urn:n1">
    <xs:attribute name="version" type="xs:string" />
    <xs:complexType name="Id"><xs:simpleContent><xs:extension base="xs:string">
      <xs:attribute name="type" type="xs:string" /><xs:attribute name="parent" type="xs:string" />
    </xs:extension></xs:simpleContent></xs:complexType>
    <xs:complexType name="Base"><xs:sequence><xs:element name="id" type="a:Id" /></xs:sequence><xs:attribute name="code" type="xs:string" /></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n2" xmlns:a="urn:n2" xmlns:b="urn:n1">
    <xs:import namespace="urn:n1" />
    <xs:complexType name="Ref"><xs:complexContent><xs:extension base="b:Base">
      <xs:sequence><xs:element name="note" type="xs:string" /><xs:element name="other" type="b:Id" /></xs:sequence>
      <xs:attribute ref="b:version" /><xs:attribute name="kind" type="xs:string" form="qualified" />
      <xs:attribute ref="xml:lang" /><xs:attribute name="plain" type="xs:string" />
    </xs:extension></xs:complexContent></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n3" elementFormDefault="qualified" xmlns:a="urn:n3" xmlns:b="urn:n2" xmlns:c="urn:n1">
    <xs:import namespace="urn:n1" /><xs:import namespace="urn:n2" />
    <xs:complexType name="Holder"><xs:sequence>
      <xs:element name="ref" type="b:Ref" />
      <xs:element name="ids" type="c:Id" maxOccurs="unbounded" />
      <xs:element name="nested" type="a:Holder" minOccurs="0" />
      <xs:element name="extra" type="xs:anyType" minOccurs="0" />
    </xs:sequence></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n4" elementFormDefault="qualified" xmlns:a="urn:n4" xmlns:b="urn:n3">
    <xs:import namespace="urn:n3" />
    <xs:complexType name="Open"><xs:complexContent><xs:extension base="b:Holder"><xs:sequence>
      <xs:element name="label" type="xs:string" />
      <xs:any namespace="##any" processContents="lax" minOccurs="0" maxOccurs="unbounded" />
    </xs:sequence><xs:anyAttribute namespace="##any" processContents="lax" /></xs:extension></xs:complexContent></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n5" elementFormDefault="qualified" attributeFormDefault="qualified" xmlns:a="urn:n5">
    <xs:complexType name="Animal"><xs:sequence><xs:element name="name" type="xs:string" /></xs:sequence><xs:attribute name="tag" type="xs:string" /></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n6" elementFormDefault="qualified" attributeFormDefault="qualified" xmlns:a="urn:n6" xmlns:b="urn:n5" xmlns:c="urn:n1">
    <xs:import namespace="urn:n5" /><xs:import namespace="urn:n1" />
    <xs:complexType name="Dog"><xs:complexContent><xs:extension base="b:Animal">
      <xs:sequence><xs:element name="id" type="c:Id" /></xs:sequence>
      <xs:attribute name="barks" type="xs:boolean" /><xs:attribute ref="c:version" />
    </xs:extension></xs:complexContent></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n7" xmlns:a="urn:n7" xmlns:b="urn:n3" xmlns:c="urn:n6">
    <xs:import namespace="urn:n3" /><xs:import namespace="urn:n6" />
    <xs:complexType name="Flat"><xs:sequence>
      <xs:element name="holder" type="b:Holder" /><xs:element name="dog" type="c:Dog" /><xs:element name="any" type="xs:anyType" />
    </xs:sequence></xs:complexType>
  </xs:schema>
  <xs:schema targetNamespace="urn:n8" elementFormDefault="qualified" xmlns:a="urn:n8" xmlns:b="urn:n5" xmlns:c="urn:n7" xmlns:d="urn:n4">
    <xs:import namespace="urn:n5" /><xs:import namespace="urn:n7" /><xs:import namespace="urn:n4" />
    <xs:complexType name="Everything"><xs:sequence>
      <xs:element name="pet" type="b:Animal" /><xs:element name="flat" type="c:Flat" /><xs:element name="open" type="d:Open" />
    </xs:sequence></xs:complexType>
  </xs:schema>`;

/** The types each echo operation carries, by the prefix the contract's schema binds their namespace to. */
export const TYPES = [
  "n1:Id",
  "n1:Base",
  "n2:Ref",
  "n3:Holder",
  "n4:Open",
  "n5:Animal",
  "n6:Dog",
  "n7:Flat",
  "n8:Everything",
];
export const opName = (type: string) => `echo${type.split(":")[1]}`;

export function namespacesContract(): string {
  const wrappers = TYPES.map(
    (t) =>
      `<xs:element name="${opName(t)}"><xs:complexType><xs:sequence><xs:element name="value" type="${t}" /></xs:sequence></xs:complexType></xs:element>` +
      `<xs:element name="${opName(t)}Response"><xs:complexType><xs:sequence><xs:element name="value" type="${t}" /></xs:sequence></xs:complexType></xs:element>`,
  );
  const wsdl = contract({
    schema: `${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<xs:import namespace="urn:n${n}" />`).join("")}${wrappers.join("\n")}`,
    operations: TYPES.map((t) => ({
      name: opName(t),
      input: `<wsdl:part name="parameters" element="tns:${opName(t)}" />`,
      output: `<wsdl:part name="parameters" element="tns:${opName(t)}Response" />`,
    })),
  });
  const prefixes = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ` xmlns:n${n}="urn:n${n}"`).join("");
  return wsdl
    .replace("<wsdl:types>", `<wsdl:types>${SCHEMAS}`)
    .replace('<xs:schema targetNamespace="urn:c"', `<xs:schema${prefixes} targetNamespace="urn:c"`);
}
