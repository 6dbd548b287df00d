/**
 * The exact-output tests' fixture: a contract of a few types and operations (a draft, as a parser
 * hands it over) in, the whole `validators.ts` the generator writes for it out, formatted.
 */
import type {
  DraftField,
  DraftOperation,
  DraftType,
  DraftTypeRef,
} from "../../../generator/model/contract-draft.ts";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import type { FacetsModel, XsdBuiltin } from "../../../generator/model/service-model.ts";
import { validatorsModule } from "../../../generator/emit/validators/emit-validators.ts";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { formatFiles } from "../../../generator/check/format.ts";

export const NS = "urn:example";
export const named = (local: string): DraftTypeRef => ({
  kind: "named",
  name: { namespace: NS, local },
});
export const builtin = (xsd: XsdBuiltin): DraftTypeRef => ({ kind: "builtin", xsd });

export function field(
  xmlName: string,
  type: DraftTypeRef,
  occurs: Partial<Pick<DraftField, "minOccurs" | "maxOccurs" | "nillable" | "choice">> = {},
): DraftField {
  return { xmlName, namespace: NS, type, minOccurs: 1, maxOccurs: 1, nillable: false, ...occurs };
}

export function complex(
  local: string,
  fields: DraftField[],
  more: Partial<Extract<DraftType, { kind: "complex" }>> = {},
): DraftType {
  return {
    kind: "complex",
    name: { namespace: NS, local },
    compositor: "sequence",
    fields,
    attributes: [],
    abstract: false,
    ...more,
  };
}

export function simple(local: string, base: XsdBuiltin, facets: FacetsModel): DraftType {
  return { kind: "simple", name: { namespace: NS, local }, base, facets };
}

/** An operation in ASMX's shapes: `<name>` holds the parameters, `<name>Response` its result. */
export function operation(
  name: string,
  params: DraftField[],
  result: DraftTypeRef,
  more: Partial<DraftOperation> = {},
): DraftOperation {
  return {
    name,
    input: { wrapper: { namespace: NS, local: name }, fields: params },
    output: {
      wrapper: { namespace: NS, local: `${name}Response` },
      fields: [field(`${name}Result`, result, { minOccurs: 0 })],
    },
    headers: [],
    requirements: [],
    ...more,
  };
}

/** The module documentation every emitted file starts with (the service is called Fragment). */
export const HEADER = [
  "/**",
  " * zod schemas of the Fragment contract: one per type of `types.ts`, each checked against that type",
  " * (what it gives is a value of it), and each operation's parameters (as the client passes them; the",
  " * output is what the implementation receives), result and faults.",
  " */",
  "",
].join("\n");

/** How validators.ts ends for a fragment whose one operation is NOOP: its schema, then the maps. */
export const NOOP_TAIL = `export const NoopParamsSchema: z.ZodType<T.NoopParams> = objectSchema<T.NoopParams, unknown>({});

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly noop: {
    readonly params: typeof NoopParamsSchema;
  };
} = { noop: { params: NoopParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly noop: z.ZodVoid;
} = { noop: z.void() } as const;

/** The SOAP headers' schemas, by element name. */
export const headerValidators = {} as const;

/** Each operation's parameters and result schemas, as the client's validators option takes them. */
export const validators: {
  readonly params: typeof paramsValidators;
  readonly results: typeof resultValidators;
} = { params: paramsValidators, results: resultValidators } as const;
`;

/** A contract has an operation at least: this one, one-way without parameters, when a fragment has none. */
const NOOP: DraftOperation = { ...operation("noop", [], builtin("boolean")), output: undefined };

export async function emitted(
  types: DraftType[],
  operations: DraftOperation[] = [NOOP],
): Promise<string> {
  const model = buildServiceModel({
    file: "fragment.wsdl",
    service: { name: "Fragment", namespace: NS },
    bindings: [{ kind: "soap11", address: "http://localhost/fragment.asmx" }],
    operations,
    headers: [],
    types,
    elements: [],
  });
  const [file] = await formatFiles([
    { path: "validators.ts", content: printModule(validatorsModule(model)) },
  ]);
  return file!.content;
}
