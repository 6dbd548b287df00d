/**
 * The model of a synthetic ASMX-style contract, drawn from a seeded PRNG so that the same sizes
 * always give the same contract: named types mixing sequences of built-ins, ArrayOf wrappers,
 * enums and complexContent extensions (plus an AuthHeader and an rtnObject-like result of anyType
 * items, as in wsdl/schoolservice.wsdl), and document/literal wrapped operations.
 */
export interface SyntheticSizes {
  operations: number;
  /** Named types, the fixed ones (AuthHeader, the result envelope) included. */
  types: number;
}

export interface Field {
  name: string;
  /** `s:int`, `tns:Entity0001`; absent for an untyped (anyType) element. */
  type?: string;
  min: 0 | 1;
  unbounded?: boolean;
}
export type SchemaType =
  | { kind: "entity"; name: string; fields: Field[]; anyAttribute?: boolean }
  | { kind: "extension"; name: string; base: string; fields: Field[] }
  | { kind: "array"; name: string; item: Field }
  | { kind: "enum"; name: string; values: string[] };
export interface Operation {
  name: string;
  params: Field[];
  /** Only simple parameters: ASMX also offers it on HTTP GET and POST. */
  onHttp: boolean;
  result: string;
}

export interface SyntheticContract {
  types: SchemaType[];
  operations: Operation[];
}

// Repeats weigh the draw: strings and ints are the commonest .NET fields.
const BUILTINS = ["string", "string", "string", "int", "int", "long", "boolean", "dateTime"].concat(
  ["decimal", "double", "short", "base64Binary", "float", "unsignedByte"],
);
const PARAM_BUILTINS = ["string", "int", "boolean", "dateTime", "long", "decimal"];
const WORDS = [
  "Name",
  "Code",
  "Title",
  "Amount",
  "Count",
  "Date",
  "Status",
  "Note",
  "Owner",
].concat(["Level", "Score", "Region", "Label", "Total", "Flag", "Value", "Group", "Kind", "Rank"]);
const NOUNS = ["user", "event", "room", "grade", "course", "staff", "fee", "bus"];
const VERBS = ["Get", "GetList", "Save", "Delete", "Search", "Refresh", "Count", "Find"];
const ROTATION = [
  "entity",
  "entity",
  "entity",
  "array",
  "entity",
  "enum",
  "extension",
  "array",
].concat(["entity", "enum"]) as SchemaType["kind"][];
export const FIXED_TYPES: SchemaType[] = [
  { kind: "array", name: "ArrayOfAnyType", item: { name: "anyType", min: 0, unbounded: true } },
  // A class without public fields, as ASMX writes the school contract's cUser.
  { kind: "entity", name: "OpaqueItem", fields: [] },
  {
    kind: "entity",
    name: "ResultObject",
    fields: [
      { name: "Success", type: "s:boolean", min: 1 },
      { name: "_data", type: "tns:ArrayOfAnyType", min: 0 },
    ],
  },
  {
    kind: "entity",
    name: "AuthHeader",
    anyAttribute: true,
    fields: ["Username", "Password"].map((name) => ({ name, type: "s:string", min: 0 as const })),
  },
];

export function drawContract(sizes: SyntheticSizes): SyntheticContract {
  const rand = mulberry32(sizes.operations * 7919 + sizes.types);
  const types = drawTypes(sizes.types, rand);
  return { types, operations: drawOperations(sizes.operations, types, rand) };
}

type Rand = () => number;
const pick = <T>(rand: Rand, xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const between = (rand: Rand, lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
const pad = (n: number) => String(n).padStart(4, "0");

/** Kinds in a fixed rotation, so every size has them all; a type refers only to earlier ones. */
function drawTypes(count: number, rand: Rand): SchemaType[] {
  const types = [...FIXED_TYPES];
  const entities: string[] = [];
  let arrays = 0;
  const fields = (n: number, prefix: string): Field[] =>
    Array.from({ length: n }, (_, f) => {
      const name = `${prefix}${pick(rand, WORDS)}${f}`;
      if (rand() < 0.2) {
        const prior = pick(rand, types.slice(FIXED_TYPES.length).concat(FIXED_TYPES[1]!));
        return { name, type: `tns:${prior.name}`, min: prior.kind === "enum" ? 1 : 0 };
      }
      const builtin = pick(rand, BUILTINS);
      return { name, type: `s:${builtin}`, min: /string|base64/.test(builtin) ? 0 : 1 };
    });
  for (let i = types.length; i < count; i++) {
    let kind = ROTATION[i % ROTATION.length]!;
    if (entities.length === 0 && kind !== "enum") kind = "entity";
    if (kind === "entity") {
      types.push({ kind, name: `Entity${pad(i)}`, fields: fields(between(rand, 4, 12), "") });
      entities.push(`Entity${pad(i)}`);
    } else if (kind === "extension") {
      // Prefixed names: XSD forbids an extension's element clashing with its base's.
      const fs = fields(between(rand, 1, 4), `Ext${pad(i)}`);
      types.push({ kind, name: `Entity${pad(i)}`, base: pick(rand, entities), fields: fs });
      entities.push(`Entity${pad(i)}`);
    } else if (kind === "array") {
      // The rotation has fewer arrays than entities: each entity gets at most one wrapper.
      const of = entities[arrays++]!;
      types.push({
        kind,
        name: `ArrayOf${of}`,
        item: { name: of, type: `tns:${of}`, min: 0, unbounded: true },
      });
    } else {
      const values = Array.from(
        { length: between(rand, 3, 7) },
        (_, v) => `Enum${pad(i)}Value${v}`,
      );
      types.push({ kind, name: `Enum${pad(i)}`, values });
    }
  }
  return types;
}

/** 30% take one complex parameter (SOAP only); the rest 0-5 simple ones, some of them enums. */
function drawOperations(count: number, types: SchemaType[], rand: Rand): Operation[] {
  const drawn = types.slice(FIXED_TYPES.length);
  const entities = drawn.filter((t) => t.kind === "entity" || t.kind === "extension");
  const enums = drawn.filter((t) => t.kind === "enum");
  const results = drawn.filter((t) => t.kind !== "enum");
  return Array.from({ length: count }, (_, i) => {
    const name = `${pick(rand, NOUNS)}${pick(rand, VERBS)}${pad(i)}`;
    let params: Field[];
    if (rand() < 0.3) {
      const t = pick(rand, entities).name;
      params = [{ name: t.charAt(0).toLowerCase() + t.slice(1), type: `tns:${t}`, min: 0 }];
    } else {
      params = Array.from({ length: between(rand, 0, 5) }, (_, p) => {
        const type =
          rand() < 0.15 ? `tns:${pick(rand, enums).name}` : `s:${pick(rand, PARAM_BUILTINS)}`;
        return { name: `${pick(rand, WORDS)}${p}`, type, min: type === "s:string" ? 0 : 1 };
      });
    }
    const r = rand();
    const result =
      r < 0.15 ? "s:string" : r < 0.3 ? "tns:ResultObject" : `tns:${pick(rand, results).name}`;
    const onHttp = params.every(
      (p) => p.type?.startsWith("s:") || enums.some((e) => `tns:${e.name}` === p.type),
    );
    return { name, params, onHttp, result };
  });
}

function mulberry32(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
