/**
 * What a parser hands to `buildServiceModel`: the contract as written, with source locations and
 * unresolved type names. Optional fields are defaults the builder fills in; the builder also
 * checks references and computes every TypeScript name.
 */
import type {
  BindingKind,
  ChoiceMembership,
  ChoiceModel,
  FacetsModel,
  QName,
  RequirementModel,
  SecurityPolicyModel,
  XsdBuiltin,
} from "./service-model.ts";

/** A place in a contract file, for error messages (`file:line:column`). */
export interface SourceLocation {
  file: string;
  line?: number;
  column?: number;
}

export type DraftTypeRef =
  | { kind: "builtin"; xsd: XsdBuiltin }
  | { kind: "named"; name: QName; loc?: SourceLocation };

export interface DraftField {
  xmlName: string;
  namespace: string;
  type: DraftTypeRef;
  minOccurs: number;
  maxOccurs: number | null;
  nillable: boolean;
  choice?: ChoiceMembership;
  /** See FieldModel.interleaved. */
  interleaved?: number;
  /** The TypeScript name's stem when it is not the XML name (a bare message part's name). */
  tsStem?: string;
  documentation?: string;
  loc?: SourceLocation;
}

export interface DraftAttribute {
  xmlName: string;
  namespace: string;
  type: DraftTypeRef;
  required: boolean;
  default?: string;
  fixed?: string;
  documentation?: string;
  loc?: SourceLocation;
}

interface DraftTypeBase {
  name: QName;
  /** Declared inline; `name.local` is the path of its declaration. */
  anonymous?: boolean;
  documentation?: string;
  loc?: SourceLocation;
}

export type DraftType =
  | (DraftTypeBase & {
      kind: "complex";
      base?: DraftTypeRef;
      derivation?: "extension" | "restriction";
      compositor: "sequence" | "all" | "choice";
      fields: DraftField[];
      choices?: ChoiceModel[];
      attributes: DraftAttribute[];
      /** A restriction's: the base's attributes, by local name, it leaves out. */
      prohibitedAttributes?: string[];
      anyAttribute?: boolean;
      anyElements?: { minOccurs: number; maxOccurs: number | null };
      text?: DraftTypeRef;
      mixed?: boolean;
      abstract: boolean;
      /** See ComplexTypeModel.encodedArray; its one field is the item. */
      encodedArray?: true;
    })
  | (DraftTypeBase & {
      kind: "enum";
      base: XsdBuiltin;
      values: string[];
      valueDocumentation?: (string | undefined)[];
    })
  | (DraftTypeBase & { kind: "simple"; base: XsdBuiltin; facets?: FacetsModel })
  | (DraftTypeBase & {
      kind: "list";
      item: DraftTypeRef;
      facets?: Pick<FacetsModel, "length" | "minLength" | "maxLength">;
    })
  | (DraftTypeBase & { kind: "union"; members: DraftTypeRef[] });

/** A message's SOAP Body: a wrapper element and its children, or bare elements (see BodyModel). */
export interface DraftBody {
  wrapper?: QName;
  fields: DraftField[];
  loc?: SourceLocation;
}

export interface DraftFault {
  name: string;
  element: QName;
  type: DraftTypeRef;
  documentation?: string;
  loc?: SourceLocation;
}

export interface DraftOperation {
  name: string;
  documentation?: string;
  /** Defaults to `{namespace}{name}`. */
  soapAction?: string;
  /** Defaults to `document`. */
  style?: "document" | "rpc";
  /** See OperationModel.encodingStyle. */
  encodingStyle?: string;
  input: DraftBody;
  /** Absent for a one-way operation. */
  output?: DraftBody;
  faults?: DraftFault[];
  /** Header element names the input binds. */
  headers: QName[];
  /** Header element names the output binds. */
  outputHeaders?: QName[];
  requirements: RequirementModel[];
  resultItems?: { type: QName; cardinality: "one" | "many" };
  /**
   * The element the HTTP GET/POST portType's output part names (`null`: a part naming none, whose
   * answer is the result's one element itself); absent when the contract does not say.
   */
  httpRoot?: QName | null;
  /** Defaults to every binding of the service. */
  bindings?: BindingKind[];
  loc?: SourceLocation;
}

export interface DraftHeader {
  element: QName;
  type: DraftTypeRef;
  documentation?: string;
  loc?: SourceLocation;
}

export interface DraftBinding {
  kind: BindingKind;
  /** Defaults to `{Service}Soap`, `{Service}Soap12`, `{Service}HttpGet`, `{Service}HttpPost`. */
  name?: string;
  portName?: string;
  address: string;
  /** What the binding's WS-SecurityPolicy asks of its messages, when it has one. */
  security?: SecurityPolicyModel;
  /** The binding uses WS-Addressing (wsaw:UsingAddressing, or wsam:Addressing in its policy). */
  addressing?: true;
  loc?: SourceLocation;
}

/** A global element declaration (used to find the HTTP GET/POST root element). */
export interface DraftElement {
  name: QName;
  type: DraftTypeRef;
  nillable: boolean;
}

/** Something the parser read past that a user should know of (printed, never fatal). */
export interface ContractWarning {
  message: string;
  loc?: SourceLocation;
}

export interface ContractDraft {
  /** The file the draft was read from (for messages). */
  file: string;
  /** `version`: the contract's own version (a manifest's; WSDL has no place for one). */
  service: {
    name: string;
    namespace: string;
    documentation?: string;
    version?: string;
    loc?: SourceLocation;
  };
  bindings: DraftBinding[];
  operations: DraftOperation[];
  headers: DraftHeader[];
  types: DraftType[];
  /** Named types left out for a construct the generator does not read: an error where used. */
  refusedTypes?: RefusedType[];
  elements: DraftElement[];
  warnings?: ContractWarning[];
}

export interface RefusedType {
  name: QName;
  /** Why it is left out (the construct, and what to write instead). */
  reason: string;
  loc?: SourceLocation;
}
