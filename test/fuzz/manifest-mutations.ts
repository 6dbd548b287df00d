/** The mutations of a manifest, on its YAML data. Each returns a line saying what it did and where. */
import YAML from "yaml";
import type { Contract } from "./starting-contracts.ts";
import { caseVariant, hostileName } from "./hostile-names.ts";
import { type Rng, weighted } from "./rng.ts";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Every (holder, key) in the document, with its path. */
function slots(
  value: unknown,
  at: string[] = [],
  out: { holder: Json | unknown[]; key: string | number; path: string[] }[] = [],
) {
  if (Array.isArray(value))
    value.forEach(
      (v, i) => (
        out.push({ holder: value, key: i, path: [...at, String(i)] }),
        slots(v, [...at, String(i)], out)
      ),
    );
  else if (isObject(value))
    for (const [k, v] of Object.entries(value))
      out.push({ holder: value, key: k, path: [...at, k] }), slots(v, [...at, k], out);
  return out;
}

/** Renames key `from` of `obj` to `to`, keeping the keys' order. */
function renameKey(obj: Json, from: string, to: string): void {
  const entries = Object.entries(obj).map(([k, v]) => [k === from ? to : k, v] as const);
  for (const k of Object.keys(obj)) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
}

/** Field maps: the types' compositors, the operations' parameters. */
function fieldMaps(m: Json): { map: Json; path: string }[] {
  const out: { map: Json; path: string }[] = [];
  for (const [name, t] of Object.entries((m.types as Json | undefined) ?? {})) {
    for (const c of ["sequence", "all", "choice", "attributes"])
      if (isObject(t) && isObject(t[c]))
        out.push({ map: t[c] as Json, path: `types.${name}.${c}` });
  }
  for (const [name, op] of Object.entries((m.operations as Json | undefined) ?? {}))
    if (isObject(op) && isObject(op.parameters))
      out.push({ map: op.parameters, path: `operations.${name}.parameters` });
  return out;
}

/** Every place holding a type name: [holder, key, path]. */
function typeRefs(m: Json): [Json, string, string][] {
  const out: [Json, string, string][] = [];
  for (const { map, path } of fieldMaps(m)) {
    for (const [k, v] of Object.entries(map)) {
      if (typeof v === "string") out.push([map, k, `${path}.${k}`]);
      else if (isObject(v) && typeof v.type === "string")
        out.push([v, "type", `${path}.${k}.type`]);
    }
  }
  for (const [section, keys] of [
    ["types", ["extends", "base", "restriction", "list"]],
    ["operations", ["result"]],
    ["headers", ["type"]],
    ["elements", ["type"]],
  ] as const) {
    for (const [name, v] of Object.entries((m[section] as Json | undefined) ?? {})) {
      if (!isObject(v)) continue;
      for (const key of keys)
        if (typeof v[key] === "string") out.push([v, key, `${section}.${name}.${key}`]);
      if (isObject(v.data) && typeof v.data.type === "string")
        out.push([v.data, "type", `${section}.${name}.data.type`]);
    }
  }
  return out;
}

type ManifestMutation = (m: Json, rng: Rng) => string | undefined;

const M_BUILTINS = [
  "anyType",
  "string",
  "int",
  "long",
  "boolean",
  "dateTime",
  "decimal",
  "base64Binary",
  "guid",
  "char",
  "duration",
  "QName",
  "xsd:anyType",
  "xsd:string",
  "anySimpleType",
  "unsignedLong",
];

const manifestMutations: [ManifestMutation, number][] = [
  [
    (m, rng) => {
      const s = slots(m).filter((x) => x.path.length > 1);
      const { holder, key, path } = rng.pick(s);
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key as string];
      return `delete ${path.join(".")}`;
    },
    3,
  ],
  [
    (m, rng) => {
      const refs = typeRefs(m);
      if (refs.length === 0) return undefined;
      const [holder, key, path] = rng.pick(refs);
      const names = Object.keys((m.types as Json | undefined) ?? {});
      const before = holder[key] as string;
      const after = rng.pick([
        ...(names.length > 0
          ? [rng.pick(names), `tns:${rng.pick(names)}`, caseVariant(rng.pick(names))]
          : []),
        rng.pick(M_BUILTINS),
        `${before}Missing`,
        "xsd:Missing",
        `tns:${before}`,
      ]);
      holder[key] = after;
      return `${path}: ${before} -> ${after}`;
    },
    5,
  ],
  [
    (m, rng) => {
      const maps = fieldMaps(m).filter(
        (f) => !f.path.endsWith(".attributes") && Object.keys(f.map).length > 0,
      );
      if (maps.length === 0) return undefined;
      const { map, path } = rng.pick(maps);
      const key = rng.pick(Object.keys(map));
      const v = map[key];
      const field: Json = isObject(v) ? { ...v } : { type: v };
      const attr = rng.pick(["minOccurs", "maxOccurs", "nillable"]);
      field[attr] =
        attr === "minOccurs"
          ? rng.pick([0, 1, 2, 5])
          : attr === "maxOccurs"
            ? rng.pick([1, 2, "unbounded"])
            : rng.pick([true, false]);
      map[key] = field;
      return `${path}.${key}: ${attr} -> ${String(field[attr])}`;
    },
    3,
  ],
  [
    (m, rng) => {
      // Rename an operation, a type (and its references), a field, a parameter, a header or an element.
      const section = rng.pick(["operations", "types", "fields", "headers", "elements"]);
      if (section === "fields") {
        const maps = fieldMaps(m).filter((f) => Object.keys(f.map).length > 0);
        if (maps.length === 0) return undefined;
        const { map, path } = rng.pick(maps);
        const key = rng.pick(Object.keys(map));
        const renamed = hostileName(
          rng,
          key,
          Object.keys(map).filter((k) => k !== key),
        );
        renameKey(map, key, renamed);
        return `rename ${path}.${key} to "${renamed}"`;
      }
      const holder = m[section] as Json | undefined;
      if (!isObject(holder) || Object.keys(holder).length === 0) return undefined;
      const key = rng.pick(Object.keys(holder));
      const allNames = ["operations", "types", "headers", "elements"].flatMap((s) =>
        Object.keys((m[s] as Json | undefined) ?? {}),
      );
      const renamed = hostileName(
        rng,
        key,
        allNames.filter((n) => n !== key),
      );
      renameKey(holder, key, renamed);
      let refs = 0;
      if (section === "types") {
        for (const [h, k] of typeRefs(m)) {
          if (h[k] === key || h[k] === `tns:${key}`) {
            h[k] = renamed;
            refs++;
          }
        }
      }
      return `rename ${section}.${key} to "${renamed}"${section === "types" ? ` with its ${refs} references` : ""}`;
    },
    5,
  ],
  [
    (m, rng) => {
      const service = m.service as Json;
      const names = ["types", "operations", "headers", "elements"].flatMap((s) =>
        Object.keys((m[s] as Json | undefined) ?? {}),
      );
      const before = service.name as string;
      service.name = hostileName(rng, before, names);
      return `service.name: ${before} -> ${String(service.name)}`;
    },
    1,
  ],
  [
    (m, rng) => {
      // A copy of a type or an operation under a name differing only by case.
      const section = rng.pick(["types", "operations"]);
      const holder = m[section] as Json | undefined;
      if (!isObject(holder) || Object.keys(holder).length === 0) return undefined;
      const key = rng.pick(Object.keys(holder));
      holder[caseVariant(key)] = structuredClone(holder[key]);
      return `copy ${section}.${key} as "${caseVariant(key)}"`;
    },
    2,
  ],
  [
    (m, rng) => {
      const types = Object.entries((m.types as Json | undefined) ?? {}).filter(([, t]) =>
        isObject(t),
      );
      if (types.length === 0) return undefined;
      const [name, t] = rng.pick(types) as [string, Json];
      switch (rng.int(5)) {
        case 0: {
          const from = ["sequence", "all", "choice"].find((c) => c in t);
          const to = rng.pick(["sequence", "all", "choice"].filter((c) => c !== from));
          if (from) renameKey(t, from, to);
          else t[to] = { x: "string" };
          return `types.${name}: ${from ?? "(no compositor)"} -> ${to}`;
        }
        case 1:
          t.abstract = !t.abstract;
          return `types.${name}.abstract -> ${String(t.abstract)}`;
        case 2:
          t.anyAttribute = !t.anyAttribute;
          return `types.${name}.anyAttribute -> ${String(t.anyAttribute)}`;
        case 3: {
          const names = Object.keys(m.types as Json);
          t.extends = rng.pick([rng.pick(names), name, "string", "anyType"]);
          return `types.${name}.extends -> ${String(t.extends)}`;
        }
        default: {
          const values = rng.pick([
            ["a", "a"],
            ["", "x"],
            ["constructor", "__proto__"],
            ["a b", "A B"],
            ["1", "01"],
            ["Ä", "ä"],
            ["x", "X"],
          ]);
          t.enum = values;
          for (const k of [
            "sequence",
            "all",
            "choice",
            "attributes",
            "extends",
            "abstract",
            "anyAttribute",
          ])
            if (rng.chance(0.5)) delete t[k];
          return `types.${name}.enum -> ${JSON.stringify(values)}`;
        }
      }
    },
    3,
  ],
];

/** `c` (a manifest) with `count` seeded mutations, and what each did. */
export function mutateManifest(
  c: Contract,
  rng: Rng,
  count: number,
): { files: Record<string, string>; applied: string[] } {
  const m = YAML.parse(c.files[c.entry]!) as Json;
  const applied: string[] = [];
  for (let tries = 0; applied.length < count && tries < 50; tries++) {
    const done = weighted(rng, manifestMutations)(m, rng);
    if (done !== undefined) applied.push(done);
  }
  return { files: { [c.entry]: YAML.stringify(m) }, applied };
}
