/**
 * What a parser hands to `buildServiceModel`: the contract as written, with source locations and
 * unresolved type names. Optional fields are ASMX defaults the builder fills in; the builder also
 * checks references and computes every TypeScript name.
 */
import type { BindingKind, QName, RequirementModel, XsdBuiltin } from "./service-model.ts";

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
  documentation?: string;
  loc?: SourceLocation;
}

export interface DraftAttribute {
  xmlName: string;
  namespace: string;
  type: DraftTypeRef;
  required: boolean;
  documentation?: string;
  loc?: SourceLocation;
}

export type DraftType =
  | {
      kind: "complex";
      name: QName;
      base?: DraftTypeRef;
      compositor: "sequence" | "all" | "choice";
      fields: DraftField[];
      attributes: DraftAttribute[];
      abstract: boolean;
      documentation?: string;
      loc?: SourceLocation;
    }
  | {
      kind: "enum";
      name: QName;
      base: XsdBuiltin;
      values: string[];
      documentation?: string;
      loc?: SourceLocation;
    }
  | {
      kind: "simple";
      name: QName;
      base: XsdBuiltin;
      list: boolean;
      documentation?: string;
      loc?: SourceLocation;
    };

export interface DraftOperation {
  name: string;
  documentation?: string;
  /** Defaults to `{namespace}{name}`. */
  soapAction?: string;
  /** Defaults to `{namespace}name`. */
  requestElement?: QName;
  /** Defaults to `{namespace}{name}Response`. */
  responseElement?: QName;
  /** Defaults to `{namespace}{name}Result`. */
  resultElement?: QName;
  resultType: DraftTypeRef;
  parameters: DraftField[];
  /** Header element names the input binds. */
  headers: QName[];
  requirements: RequirementModel[];
  resultItems?: { type: QName; cardinality: "one" | "many" };
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
  loc?: SourceLocation;
}

/** A global element declaration (used to find the HTTP GET/POST root element). */
export interface DraftElement {
  name: QName;
  type: DraftTypeRef;
  nillable: boolean;
}

export interface ContractDraft {
  /** The file the draft was read from (for messages). */
  file: string;
  service: { name: string; namespace: string; documentation?: string; loc?: SourceLocation };
  bindings: DraftBinding[];
  operations: DraftOperation[];
  headers: DraftHeader[];
  types: DraftType[];
  elements: DraftElement[];
}
