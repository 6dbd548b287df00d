/**
 * Writes a module of the code model, split when it has thousands of top-level declarations (a big
 * contract's validators, codecs, operations) into parts of a few hundred. The TypeScript checker
 * walks back over every earlier top-level declaration of a file for each name it resolves at the
 * top level (control flow analysis), so one file of n declarations costs O(n²) to check; parts
 * cost O(n).
 *
 * The module keeps its path and its exports (`validators.ts` re-exports them); its declarations
 * move, in order and unchanged, to `validators/part-<i>.ts`, which `validators/internal.ts`
 * re-exports in order. A part imports what it uses of the module's imports and, from
 * `internal.ts`, the declarations of other parts. Evaluation order stays the original one: the
 * module first imports `internal.ts`, which evaluates the parts in order, and a part's imports of
 * `internal.ts` meet it already being evaluated, so a declaration referring to a later part does
 * so lazily (inside a getter or thunk), exactly as it must in the one-file module.
 *
 * Only modules whose statements are all `const` declarations are split; any other is written
 * whole. What each declaration refers to is read from the model (code/referenced-names.ts), not
 * from the printed text.
 */
import type { ImportNode, ModuleNode, Statement } from "./code/code-model.ts";

type ConstStatement = Extract<Statement, { kind: "const" }>;

const isConst = (s: Statement): s is ConstStatement => s.kind === "const";
import { printModule } from "./code/print-module.ts";
import { referencedNames } from "./code/referenced-names.ts";
import type { GeneratedFile } from "./generated-file.ts";

/** Declarations per part: small enough that a part checks fast, large enough to keep few files. */
export const PART_SIZE = 250;

/** The module at `path` (`<package>/src/<name>.ts`), or its hub, `internal.ts` and its parts. */
export function moduleFiles(
  path: string,
  module: ModuleNode,
  partSize = PART_SIZE,
): GeneratedFile[] {
  const statements = module.statements.filter(isConst);
  if (statements.length <= partSize || statements.length < module.statements.length)
    return [{ path, content: printModule(module) }];
  const base = path.slice(0, -".ts".length);
  const name = base.slice(base.lastIndexOf("/") + 1);
  const parts: ConstStatement[][] = [];
  for (let i = 0; i < statements.length; i += partSize)
    parts.push(statements.slice(i, i + partSize));
  const partOf = new Map<string, number>();
  parts.forEach((part, i) => part.forEach((s) => partOf.set(s.name, i)));

  const files = parts.map((part, i) => {
    const used = new Set(part.flatMap((s) => [...referencedNames(s)]));
    const fromOthers = [...used].filter((n) => partOf.has(n) && partOf.get(n) !== i).sort();
    const imports = module.imports.flatMap((node) => partImport(node, used));
    if (fromOthers.length > 0)
      imports.push({ from: "./internal.js", names: fromOthers.map((n) => ({ name: n })) });
    const content = printModule({
      doc: [`Part ${i + 1} of ${parts.length} of the declarations of ${name}.ts (see there).`],
      imports,
      // Every declaration is exported: another part may import it.
      statements: part.map((s) => ({ ...s, exported: true })),
    });
    return { path: `${base}/part-${i + 1}.ts`, content };
  });
  const internal = {
    path: `${base}/internal.ts`,
    content: `/** Every declaration of ${name}.ts, part by part, in order (see there). */\n${parts.map((_, i) => `export * from "./part-${i + 1}.js";`).join("\n")}\n`,
  };
  const publicNames = statements.filter((s) => s.exported !== false).map((s) => s.name);
  const hub = {
    path,
    content: printModule({
      ...(module.doc ? { doc: module.doc } : {}),
      imports: [],
      reexports: [
        ...(module.reexports ?? []),
        { from: `./${name}/internal.js`, names: publicNames },
      ],
      statements: [],
    }),
  };
  return [hub, internal, ...files];
}

/** The module's import as a part needs it: only the names the part uses, one folder deeper. */
function partImport(node: ImportNode, used: ReadonlySet<string>): ImportNode[] {
  const from = node.from.startsWith("./")
    ? `../${node.from.slice(2)}`
    : node.from.startsWith(".")
      ? `../${node.from}`
      : node.from;
  if (node.namespace !== undefined) return used.has(node.namespace) ? [{ ...node, from }] : [];
  const names = node.names.filter((n) => used.has(n.alias ?? n.name));
  return names.length === 0 ? [] : [{ ...node, from, names }];
}
