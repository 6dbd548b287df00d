/**
 * The contracts the mutation fuzz starts from: the repository's WSDLs (with their imported
 * schemas) and manifests, and contracts of the construct tests.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { contract } from "../constructs/contract-builder.ts";
import { echoContract } from "../constructs/echo-contract.ts";
import { namespacesContract } from "../constructs/namespaces-contract.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

/** A contract as files: `entry` is the WSDL or manifest, `files` every file by path relative to the case's folder. */
export interface Contract {
  name: string;
  kind: "wsdl" | "manifest";
  entry: string;
  files: Record<string, string>;
}

function readTree(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, readTree(file, base));
    else if (/\.(wsdl|xsd|ya?ml)$/.test(name))
      files[path.relative(base, file).split(path.sep).join("/")] = readFileSync(file, "utf8");
  }
  return files;
}

const fromRepo = (name: string, file: string): Contract => ({
  name,
  kind: /\.ya?ml$/.test(file) ? "manifest" : "wsdl",
  entry: path.basename(file),
  files: { [path.basename(file)]: readFileSync(path.join(REPO_ROOT, file), "utf8") },
});

const built = (name: string, wsdl: string): Contract => ({
  name,
  kind: "wsdl",
  entry: "service.wsdl",
  files: { "service.wsdl": wsdl },
});

/** Schema constructs of the construct tests (schema-types.test.ts), one echo operation each. */
const CONSTRUCTS = [
  [
    "Shape",
    `<xs:complexType name="Shape"><xs:sequence><xs:element name="id" type="xs:int" /><xs:choice><xs:element name="radius" type="xs:double" /><xs:sequence><xs:element name="width" type="xs:double" /><xs:element name="height" type="xs:double" /></xs:sequence></xs:choice></xs:sequence></xs:complexType>`,
  ],
  [
    "Price",
    `<xs:complexType name="Price"><xs:simpleContent><xs:extension base="xs:decimal"><xs:attribute name="currency" type="xs:string" use="required" /><xs:attribute name="source" type="xs:string" default="market" /></xs:extension></xs:simpleContent></xs:complexType>`,
  ],
  [
    "Open",
    `<xs:complexType name="Open" mixed="true"><xs:sequence><xs:element name="known" type="xs:string" /><xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded" /></xs:sequence><xs:anyAttribute namespace="##other" processContents="lax" /></xs:complexType>`,
  ],
  [
    "Animal",
    `<xs:complexType name="Animal" abstract="true"><xs:sequence><xs:element name="name" type="xs:string" /></xs:sequence></xs:complexType>
     <xs:complexType name="Dog"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="barks" type="xs:boolean" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
     <xs:complexType name="Cat"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="lives" type="xs:int" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>`,
  ],
  [
    "Order",
    `<xs:element name="note" type="xs:string" />
     <xs:group name="Stamp"><xs:sequence><xs:element name="at" type="xs:dateTime" /><xs:element name="by" type="xs:string" minOccurs="0" /></xs:sequence></xs:group>
     <xs:attributeGroup name="Ids"><xs:attribute name="id" type="xs:long" use="required" /></xs:attributeGroup>
     <xs:complexType name="Order"><xs:sequence>
       <xs:element name="items"><xs:complexType><xs:sequence><xs:element name="item" maxOccurs="unbounded"><xs:complexType><xs:sequence><xs:element name="sku" type="xs:string" /><xs:element name="qty" type="xs:int" nillable="true" /></xs:sequence></xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>
       <xs:element ref="tns:note" minOccurs="0" /><xs:group ref="tns:Stamp" />
     </xs:sequence><xs:attributeGroup ref="tns:Ids" /></xs:complexType>`,
  ],
  [
    "Node",
    `<xs:complexType name="Node"><xs:sequence><xs:element name="label" type="xs:string" /><xs:element name="children" type="tns:Node" minOccurs="0" maxOccurs="unbounded" /><xs:element name="link" type="tns:Link" minOccurs="0" /></xs:sequence></xs:complexType>
     <xs:complexType name="Link"><xs:sequence><xs:element name="to" type="tns:Node" /></xs:sequence></xs:complexType>`,
  ],
  [
    "Holder",
    `<xs:complexType name="Key"><xs:sequence /><xs:attribute name="id" type="xs:string" /><xs:attribute name="origin" type="xs:string" /><xs:attribute name="kind" type="xs:int" use="required" /></xs:complexType>
     <xs:complexType name="Holder"><xs:sequence><xs:element name="key" type="tns:Def" /></xs:sequence></xs:complexType>
     <xs:complexType name="Def"><xs:complexContent><xs:restriction base="tns:Key"><xs:attribute name="id" type="xs:string" use="required" /><xs:attribute name="origin" use="prohibited" /></xs:restriction></xs:complexContent></xs:complexType>`,
  ],
  [
    "Paint",
    `<xs:simpleType name="Color"><xs:restriction base="xs:string"><xs:enumeration value="red" /><xs:enumeration value="green" /></xs:restriction></xs:simpleType>
     <xs:simpleType name="Colors"><xs:list itemType="tns:Color" /></xs:simpleType>
     <xs:simpleType name="Size"><xs:union memberTypes="xs:int xs:string" /></xs:simpleType>
     <xs:simpleType name="Code"><xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}" /><xs:maxLength value="3" /></xs:restriction></xs:simpleType>
     <xs:simpleType name="Percent"><xs:restriction base="xs:int"><xs:minInclusive value="0" /><xs:maxInclusive value="100" /></xs:restriction></xs:simpleType>
     <xs:complexType name="Paint"><xs:sequence><xs:element name="color" type="tns:Color" /><xs:element name="mix" type="tns:Colors" /><xs:element name="size" type="tns:Size" maxOccurs="2" /><xs:element name="code" type="tns:Code" /><xs:element name="opacity" type="tns:Percent" /></xs:sequence></xs:complexType>`,
  ],
] as const;

function constructsContract(): string {
  const wrappers = CONSTRUCTS.map(
    ([type]) =>
      `<xs:element name="echo${type}"><xs:complexType><xs:sequence><xs:element name="value" type="tns:${type}" /></xs:sequence></xs:complexType></xs:element>` +
      `<xs:element name="echo${type}Response"><xs:complexType><xs:sequence><xs:element name="value" type="tns:${type}" /></xs:sequence></xs:complexType></xs:element>`,
  );
  return contract({
    schema: [...CONSTRUCTS.map(([, schema]) => schema), ...wrappers].join("\n"),
    operations: CONSTRUCTS.map(([type]) => ({
      name: `echo${type}`,
      input: `<wsdl:part name="parameters" element="tns:echo${type}" />`,
      output: `<wsdl:part name="parameters" element="tns:echo${type}Response" />`,
    })),
  });
}

/** ASMX's `object GetObject(int id)` (any-type.test.ts): untyped elements, the anyType codec, HTTP GET/POST. */
function anyTypeContract(): string {
  return contract({
    schema: `
      <xs:element name="GetObject"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="id" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="GetObjectResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectResult" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="GetObjects"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="n" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
      <xs:complexType name="ArrayOfAnyType"><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></xs:sequence></xs:complexType>
      <xs:element name="GetObjectsResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectsResult" type="tns:ArrayOfAnyType" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="anyType" nillable="true" />
      <xs:element name="ArrayOfAnyType" nillable="true" type="tns:ArrayOfAnyType" />`,
    operations: ["GetObject", "GetObjects"].map((name) => ({
      name,
      input: `<wsdl:part name="parameters" element="tns:${name}" />`,
      output: `<wsdl:part name="parameters" element="tns:${name}Response" />`,
      http: {
        input: `<wsdl:part name="${name === "GetObject" ? "id" : "n"}" type="xs:string" />`,
        output: `<wsdl:part name="Body" element="tns:${name === "GetObject" ? "anyType" : "ArrayOfAnyType"}" />`,
      },
    })),
    ports: ["soap11", "soap12", "httpGet", "httpPost"],
  });
}

/** Every contract the fuzz starts from. */
export function startingContracts(): Contract[] {
  const wcf = "test/adoption/contracts/wcf-orders";
  return [
    fromRepo("school", "wsdl/schoolservice.wsdl"),
    fromRepo("edge-cases", "test/scenarios/edge-cases/edge-cases.wsdl"),
    {
      name: "wcf-orders",
      kind: "wsdl",
      entry: "OrderService.wsdl",
      files: readTree(path.join(REPO_ROOT, wcf)),
    },
    fromRepo("cxf-inventory", "test/adoption/contracts/cxf-inventory/InventoryService.wsdl"),
    fromRepo("manifest-weather", "test/adoption/contracts/manifest-weather/weather.manifest.yaml"),
    fromRepo("school-manifest", "wsdl/schoolservice.manifest.yaml"),
    built("namespaces", namespacesContract()),
    built("constructs", constructsContract()),
    built("any-type", anyTypeContract()),
    built(
      "echo-list",
      echoContract(
        `<xs:complexType name="Tags"><xs:sequence><xs:element name="tag" type="xs:string" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType>`,
        "tns:Tags",
      ),
    ),
  ];
}
