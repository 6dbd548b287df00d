/**
 * The service pages' data as the generated `service-pages.ts` states it, the shapes of the
 * server runtime's page-data.ts (which documents each property; the generated module's
 * type-check holds the two together). Records keyed by contract names are Maps here, so that a
 * name like `__proto__` stays a key.
 */
import type { BindingKind } from "../../../model/service-model.ts";

export type FieldKind = "string" | "number" | "bigint" | "boolean" | "dateTime" | "base64" | "json";

export interface SampleElement {
  name: string;
  ns?: string;
  text?: string;
  of?: string;
  repeated?: true;
}

export interface SampleType {
  base?: string;
  attributes?: { name: string; text: string }[];
  text?: string;
  fields?: SampleElement[];
}

export interface FormFieldName {
  name: string;
  key?: string;
}

export interface Param extends SampleElement, FormFieldName {
  type: string;
  kind: FieldKind;
  required?: true;
  nillable?: true;
  options?: string[];
}

export interface HeaderFacts extends SampleElement {
  type: string;
  documentation?: string;
}

export interface Wrapper {
  name: string;
  ns?: string;
}

export interface SampleBody {
  headers?: string[];
  wrapper?: Wrapper;
  fields: SampleElement[];
}

export interface OperationFacts {
  name: string;
  method?: string;
  documentation?: string;
  soapAction: string;
  params: Param[];
  requirements?: { kind: "required" | "atLeastOne"; params: string[] }[];
  headers?: string[];
  wrapper?: Wrapper;
  response?: SampleBody;
  httpResponse?: SampleElement | null;
}

/** The contract's facts for the pages, before the sample budget is applied. */
export interface PageFacts {
  name: string;
  documentation?: string;
  namespace: string;
  host: string;
  auth?: { header: string; fields: FormFieldName[] };
  headers: Map<string, HeaderFacts>;
  operations: OperationFacts[];
  types: Map<string, SampleType>;
}

/** Which bindings publish each operation (the samples shown), in the order of `operations`. */
export type PublishedBindings = readonly (readonly BindingKind[])[];
