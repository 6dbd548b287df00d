/**
 * The intermediate representation: one typed model of a SOAP service, produced by every parser
 * (WSDL, manifest) through `buildServiceModel` and consumed by every emitter. Every ASMX default
 * is resolved here (SOAP actions, element names, occurrence, nillability, header binding) and every
 * TypeScript identifier is computed once, so emitters never reopen the contract or invent names.
 *
 * The model holds no source locations and no provenance: two contracts that describe the same
 * service produce equal models.
 */

/** The four ways an ASMX service can be called. */
export type BindingKind = "soap11" | "soap12" | "httpGet" | "httpPost";
export const BINDING_KINDS: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** XML Schema built-in types the generator understands (plus .NET's `guid` and `char`). */
export const XSD_BUILTINS = [
  "string",
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedInt",
  "unsignedLong",
  "unsignedShort",
  "unsignedByte",
  "integer",
  "decimal",
  "double",
  "float",
  "dateTime",
  "date",
  "time",
  "duration",
  "base64Binary",
  "anyURI",
  "QName",
  "guid",
  "char",
  "anyType",
] as const;
export type XsdBuiltin = (typeof XSD_BUILTINS)[number];

/** Built-ins that .NET maps to value types: never null, so ASMX always writes them. */
export const VALUE_BUILTINS: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>([
  "boolean",
  "int",
  "long",
  "short",
  "byte",
  "unsignedInt",
  "unsignedLong",
  "unsignedShort",
  "unsignedByte",
  "integer",
  "decimal",
  "double",
  "float",
  "dateTime",
  "date",
  "time",
  "duration",
  "guid",
  "char",
]);

/** A qualified XML name. `namespace` is "" for unqualified names. */
export interface QName {
  namespace: string;
  local: string;
}

/** A reference to a type: an XSD built-in, or a type of `ServiceModel.types` by its id. */
export type TypeRef = { kind: "builtin"; xsd: XsdBuiltin } | { kind: "named"; id: string };

/** An element inside a complex type, or an operation parameter. */
export interface FieldModel {
  /** The element's local name on the wire, case-sensitive. */
  xmlName: string;
  /** Namespace of the element on the wire ("" when unqualified). */
  namespace: string;
  /** Property name in TypeScript (the XML name when it is a safe identifier). */
  tsName: string;
  type: TypeRef;
  minOccurs: number;
  /** `null` for `unbounded`. */
  maxOccurs: number | null;
  nillable: boolean;
  documentation?: string;
}

/** An attribute of a complex type. */
export interface AttributeModel {
  xmlName: string;
  namespace: string;
  tsName: string;
  type: TypeRef;
  required: boolean;
  documentation?: string;
}

interface NamedTypeBase {
  /** Clark notation `{namespace}local`: unique across the model. */
  id: string;
  name: QName;
  /** The TypeScript type name, unique across the model. */
  tsName: string;
  documentation?: string;
}

export interface ComplexTypeModel extends NamedTypeBase {
  kind: "complex";
  /** `complexContent/extension` base; its fields come first on the wire. */
  base?: TypeRef;
  compositor: "sequence" | "all" | "choice";
  /** Fields declared by this type (not the base's), in schema order. */
  fields: FieldModel[];
  attributes: AttributeModel[];
  /** Set for `ArrayOf*` wrappers: a type whose only content is one repeated element. */
  arrayItem?: FieldModel;
  abstract: boolean;
}

export interface EnumTypeModel extends NamedTypeBase {
  kind: "enum";
  base: XsdBuiltin;
  values: { value: string; tsName: string }[];
}

/** A simple type restricting a built-in without enumerating values (facets are documentation). */
export interface SimpleTypeModel extends NamedTypeBase {
  kind: "simple";
  base: XsdBuiltin;
  /** `xsd:list` of the base type. */
  list: boolean;
}

export type TypeModel = ComplexTypeModel | EnumTypeModel | SimpleTypeModel;

/** A requirement the contract states in prose and the WSDL schema cannot express. */
export type RequirementModel =
  | { kind: "required"; params: string[] }
  | { kind: "atLeastOne"; params: string[] };

/** What the spec says an operation carries in `_data` (documentation and typed helpers only). */
export interface ResultItemsModel {
  typeId: string;
  cardinality: "one" | "many";
}

export interface ParameterModel extends FieldModel {}

export interface OperationModel {
  /** The operation name as published (also the request element and the GET/POST path). */
  name: string;
  /** Method name on clients and implementations. */
  tsName: string;
  /** PascalCase stem for the operation's type names, e.g. `EventGetList`. */
  typeStem: string;
  documentation?: string;
  soapAction: string;
  requestElement: QName;
  responseElement: QName;
  /** The single child of the response element, e.g. `eventGetListResult`. */
  resultElement: QName;
  resultType: TypeRef;
  parameters: ParameterModel[];
  /** Ids of the SOAP headers the operation's input binds. */
  headers: string[];
  requirements: RequirementModel[];
  resultItems?: ResultItemsModel;
  /** Bindings that publish this operation. */
  bindings: BindingKind[];
}

export interface HeaderModel {
  /** The header element's Clark id, e.g. `{ns}AuthHeader`. */
  id: string;
  element: QName;
  /** Property name of the header's value in client options and server contexts. */
  tsName: string;
  type: TypeRef;
  documentation?: string;
}

export interface BindingModel {
  kind: BindingKind;
  /** `wsdl:binding` name, e.g. `SchoolServiceSoap12`. */
  name: string;
  /** `wsdl:port` name. */
  portName: string;
  /** The address published for the port. */
  address: string;
}

/**
 * The result envelope every operation returns: `_status` (success flag and ErrorDetail list) and
 * `_data` (anyType items). Present when the contract has one.
 */
export interface EnvelopeModel {
  /** The envelope's complex type (the `<op>Result` type). */
  typeId: string;
  statusField: string;
  statusTypeId: string;
  successField: string;
  detailField: string;
  errorDetailTypeId: string;
  dataField: string;
  /** Global element that is the document root of HTTP GET/POST responses. */
  httpRootElement: QName;
}

export interface ServiceModel {
  /** `wsdl:service` name, e.g. `SchoolService`. */
  name: string;
  /** PascalCase identifier stem for the service, e.g. `SchoolService`. */
  tsName: string;
  /** The target namespace of every request and response element. */
  namespace: string;
  /** Path of the endpoint, e.g. `/api/schoolservice.asmx`. */
  endpointPath: string;
  documentation?: string;
  bindings: BindingModel[];
  operations: OperationModel[];
  headers: HeaderModel[];
  /** Complex, enumeration and simple types, sorted by id. */
  types: TypeModel[];
  envelope?: EnvelopeModel;
}
