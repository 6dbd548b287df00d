/**
 * The intermediate representation: one typed model of a SOAP service, produced by every parser
 * (WSDL, manifest) through `buildServiceModel` and consumed by every emitter. Every default is
 * resolved here (SOAP actions, element names, occurrence, nillability, header binding) and every
 * TypeScript identifier is computed once, so emitters never reopen the contract or invent names.
 *
 * The model holds no source locations and no provenance: two contracts that describe the same
 * service produce equal models.
 */
import type { XsdBuiltin } from "./xsd-builtins.ts";

export { VALUE_BUILTINS, XSD_BUILTINS, type XsdBuiltin } from "./xsd-builtins.ts";

/** The four ways an ASMX service can be called. */
export type BindingKind = "soap11" | "soap12" | "httpGet" | "httpPost";
export const BINDING_KINDS: readonly BindingKind[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** Each binding kind's name in messages and docs. */
export const BINDING_NAMES: Readonly<Record<BindingKind, string>> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/** A qualified XML name. `namespace` is "" for unqualified names. */
export interface QName {
  namespace: string;
  local: string;
}

/** A reference to a type: an XSD built-in, or a type of `ServiceModel.types` by its id. */
export type TypeRef = { kind: "builtin"; xsd: XsdBuiltin } | { kind: "named"; id: string };

/** An element inside a complex type, an operation parameter or result, or a bare message part. */
export interface FieldModel {
  /** The element's local name on the wire, case-sensitive. */
  xmlName: string;
  /** Namespace of the element on the wire ("" when unqualified). */
  namespace: string;
  /** Property name in TypeScript: the XML name (quoted in code where it is no identifier), numbered where two fields share it. */
  tsName: string;
  type: TypeRef;
  minOccurs: number;
  /** `null` for `unbounded`. */
  maxOccurs: number | null;
  nillable: boolean;
  /** Set when the field belongs to a choice of its type (see ComplexTypeModel.choices). */
  choice?: ChoiceMembership;
  /**
   * Set on the fields of a repeated compositor (by its number in the type), whose elements come
   * interleaved (`<a/><b/><a/>`): the value's `$order` keeps the order they came in.
   */
  interleaved?: number;
  documentation?: string;
}

/** Which choice (by index) and which of its alternatives (by index) a field belongs to. */
export interface ChoiceMembership {
  group: number;
  alternative: number;
}

/**
 * An `xs:choice` that occurs at most once: exactly one of its alternatives (a field, or the fields
 * of a sequence) is present, or none when the choice is optional. A repeated choice is read as
 * independent optional fields instead.
 */
export interface ChoiceModel {
  required: boolean;
}

/** An attribute of a complex type. */
export interface AttributeModel {
  xmlName: string;
  namespace: string;
  tsName: string;
  type: TypeRef;
  required: boolean;
  /** The value a reader sees when the attribute is absent (`default=`) or always (`fixed=`). */
  default?: string;
  fixed?: string;
  documentation?: string;
}

interface NamedTypeBase {
  /** Clark notation `{namespace}local`: unique across the model. */
  id: string;
  /** The schema name; for an anonymous type, the path of the declaration it is written in (`Order/Items`). */
  name: QName;
  /** The TypeScript type name, unique across the model. */
  tsName: string;
  /** Declared inline (no name of its own): it never appears as an `xsi:type`. */
  anonymous: boolean;
  documentation?: string;
}

export interface ComplexTypeModel extends NamedTypeBase {
  kind: "complex";
  /** complexContent `extension` or `restriction` base. */
  base?: TypeRef;
  /** An extension's fields follow the base's on the wire; a restriction's are the whole content. */
  derivation?: "extension" | "restriction";
  compositor: "sequence" | "all" | "choice";
  /** Fields declared by this type (an extension: not the base's), in schema order. */
  fields: FieldModel[];
  choices: ChoiceModel[];
  attributes: AttributeModel[];
  /** `xs:anyAttribute`: attributes the schema does not name are kept (`$attributes`). */
  anyAttribute: boolean;
  /** `xs:any`: elements the schema does not name are kept as XML (`$any`), after the fields. */
  anyElements?: { minOccurs: number; maxOccurs: number | null };
  /** simpleContent: the element's text is a value of this type (`$value`), beside the attributes. */
  text?: TypeRef;
  /** Mixed content: text between the child elements is kept (`$text`). */
  mixed: boolean;
  /** Set for `ArrayOf*` wrappers: a type whose only content is one repeated element. */
  arrayItem?: FieldModel;
  /**
   * A SOAP-encoded array (a complexContent restriction of `soapenc:Array`, its item type from
   * `wsdl:arrayType`): typed as an array of `arrayItem`, whose element name (`item`) is only what
   * is written; items are read whatever they are named, at their `SOAP-ENC:offset`/`position`.
   */
  encodedArray?: true;
  abstract: boolean;
  /** Complex types derived from this one, directly or not, by id: what `xsi:type` may name in its place. */
  derived: string[];
  /**
   * Set when a value of this type may be of a concrete type derived from it: the union of the
   * family's concrete types (told apart by `$type`), which value positions of this type hold.
   */
  family?: FamilyModel;
}

/** An xsi:type family: its union's TypeScript name, and its concrete members' ids (this type first, when concrete). */
export interface FamilyModel {
  tsName: string;
  members: string[];
}

export interface EnumTypeModel extends NamedTypeBase {
  kind: "enum";
  base: XsdBuiltin;
  values: { value: string; tsName: string; documentation?: string }[];
}

/** Restrictions of a simple type's value space (`xs:pattern`, lengths, ranges, digits). */
export interface FacetsModel {
  /** Every entry must match (one per derivation step; a step's several patterns are one alternation). */
  patterns?: string[];
  length?: number;
  minLength?: number;
  maxLength?: number;
  /** Bounds in the base type's lexical form, as written. */
  minInclusive?: string;
  maxInclusive?: string;
  minExclusive?: string;
  maxExclusive?: string;
  totalDigits?: number;
  fractionDigits?: number;
}

/** A restriction of a built-in without enumerated values. */
export interface SimpleTypeModel extends NamedTypeBase {
  kind: "simple";
  base: XsdBuiltin;
  facets: FacetsModel;
}

/** `xs:list`: items of a simple type separated by white space. */
export interface ListTypeModel extends NamedTypeBase {
  kind: "list";
  item: TypeRef;
  facets: Pick<FacetsModel, "length" | "minLength" | "maxLength">;
}

/** `xs:union`: a value of the first member type that reads the text. */
export interface UnionTypeModel extends NamedTypeBase {
  kind: "union";
  members: TypeRef[];
}

export type TypeModel =
  | ComplexTypeModel
  | EnumTypeModel
  | SimpleTypeModel
  | ListTypeModel
  | UnionTypeModel;

/** A requirement the contract states in prose and the WSDL schema cannot express. */
export type RequirementModel =
  | { kind: "required"; params: string[] }
  | { kind: "atLeastOne"; params: string[] };

/** What the spec says an operation carries in `_data` (documentation and typed helpers only). */
export interface ResultItemsModel {
  typeId: string;
  cardinality: "one" | "many";
}

/**
 * What a message puts in the SOAP Body: one wrapper element whose children are `fields`
 * (document/literal wrapped, and rpc, whose wrapper is named after the operation), or, without a
 * wrapper, the `fields` themselves (document/literal bare: one element per message part).
 */
export interface BodyModel {
  wrapper?: QName;
  fields: FieldModel[];
}

/** A `wsdl:fault` of an operation: its detail element. */
export interface FaultModel {
  /** The fault's name in the WSDL: how a client and an implementation tell the faults apart. */
  name: string;
  element: QName;
  type: TypeRef;
  documentation?: string;
}

export interface OperationModel {
  /** The operation name as published (also the GET/POST path). */
  name: string;
  /** Method name on clients and implementations. */
  tsName: string;
  /** PascalCase stem for the operation's type names, e.g. `EventGetList`. */
  typeStem: string;
  documentation?: string;
  soapAction: string;
  style: "document" | "rpc";
  /**
   * Set for rpc/encoded (`use="encoded"`): the `encodingStyle` URI its messages are written in
   * (SOAP 1.1 section 5's). Values carry `xsi:type`, arrays are SOAP-ENC arrays, and a value may
   * stand elsewhere in the Body (`href`/`id`); absent for literal messages.
   */
  encodingStyle?: string;
  /** The request's body: its fields are the parameters. */
  input: BodyModel;
  /** The response's body; absent for a one-way operation (no answer but the HTTP status). */
  output?: BodyModel;
  faults: FaultModel[];
  /** Ids of the SOAP headers the request carries. */
  headers: string[];
  /** Ids of the SOAP headers the response carries. */
  outputHeaders: string[];
  requirements: RequirementModel[];
  resultItems?: ResultItemsModel;
  /** Bindings that publish this operation. */
  bindings: BindingKind[];
  /**
   * The root of the HTTP GET/POST answer when the result's type is an inline one (ASMX's DataSet:
   * the `DataSet` element the WSDL's HTTP output part names), or `null` when the answer is the
   * result's one wildcard element itself (ASMX's XmlElement, whose output part names none).
   */
  httpRoot?: QName | null;
  /**
   * The published name of an earlier operation whose SOAP requests are the same on the wire (the
   * same SOAPAction and first Body element): a server cannot tell them apart and hands this
   * operation's requests to that one.
   */
  sameRequestAs?: string;
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
  /** The address published for the port ("" when the contract publishes none). */
  address: string;
  /** What the binding's WS-SecurityPolicy asks of its messages, when the contract has one. */
  security?: SecurityPolicyModel;
  /** The binding uses WS-Addressing: clients send its headers by default (WCF's wsHttpBinding needs them). */
  addressing?: true;
}
/**
 * What a binding's WS-SecurityPolicy asks for (parse/wsdl/read-policies.ts): HTTPS, with a
 * client certificate or not; a UsernameToken, its password as a digest or as text; a timestamp;
 * X.509 signatures with the algorithm of the policy's algorithm suite.
 */
export interface SecurityPolicyModel {
  transport?: { clientCertificate: boolean };
  usernameToken?: { digest: boolean };
  timestamp: boolean;
  signature?: { algorithm: "rsa-sha256" | "rsa-sha1" };
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
  /** ErrorDetail's code and description: string fields. */
  codeField: string;
  descField: string;
  dataField: string;
  /** Global element that is the document root of HTTP GET/POST responses. */
  httpRootElement: QName;
}

export interface ServiceModel {
  /** `wsdl:service` name, e.g. `SchoolService`. */
  name: string;
  /** PascalCase identifier stem for the service, e.g. `SchoolService`. */
  tsName: string;
  /** The contract's target namespace. */
  namespace: string;
  /** Path of the endpoint, e.g. `/api/schoolservice.asmx` (`/` when the contract publishes no address). */
  endpointPath: string;
  documentation?: string;
  /** The contract's own version (a manifest's `service.version`), for the packages' version. */
  version?: string;
  bindings: BindingModel[];
  operations: OperationModel[];
  headers: HeaderModel[];
  /** Every declared type, sorted by id. */
  types: TypeModel[];
  envelope?: EnvelopeModel;
  /**
   * The id of the header a client's `auth` option and a server's `authenticate` hook stand for
   * (auth-header.ts), when the contract has one.
   */
  authHeader?: string;
}
