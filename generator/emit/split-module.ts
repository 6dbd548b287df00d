/**
 * Splits a generated module of thousands of top-level declarations (a big contract's validators,
 * codecs, operations) into parts of a few hundred. The TypeScript checker walks back over every
 * earlier top-level declaration of a file for each name it resolves at the top level (control flow
 * analysis), so one file of n declarations costs O(n²) to check; parts cost O(n).
 *
 * The module keeps its path and its exports (`validators.ts` re-exports them); its declarations
 * move, in order and unchanged, to `validators/part-<i>.ts`, which `validators/internal.ts`
 * re-exports in order. A part imports what it uses of the module's imports and, from
 * `internal.ts`, the declarations of other parts. Evaluation order stays the original one: the
 * module first imports `internal.ts`, which evaluates the parts in order, and a part's imports of
 * `internal.ts` meet it already being evaluated, so a declaration referring to a later part does
 * so lazily (inside a getter or thunk), exactly as it must in the one-file module.
 *
 * Only modules whose top level is nothing but imports, re-exports and `const` declarations are
 * split; any other module is returned as it is.
 */
import { createRequire } from "node:module";
import type ts from "typescript";
import type { GeneratedFile } from "./generated-file.ts";

const require = createRequire(import.meta.url);

/** Declarations per part: small enough that a part checks fast, large enough to keep few files. */
export const PART_SIZE = 250;

export function splitLargeModule(file: GeneratedFile, partSize = PART_SIZE): GeneratedFile[] {
  // A cheap count first: most modules are small, and then the parser is not even loaded.
  if (!file.path.endsWith(".ts") || (file.content.match(/^(?:export )?const /gm)?.length ?? 0) <= partSize) return [file];
  const tsc = require("typescript") as typeof ts;
  // Without parent pointers (a quarter of the parse's time): the walks below pass the parent along.
  const source = tsc.createSourceFile(file.path, file.content, tsc.ScriptTarget.ES2022, false);
  const imports = source.statements.filter(tsc.isImportDeclaration);
  const reexports = source.statements.filter((s): s is ts.ExportDeclaration => tsc.isExportDeclaration(s) && s.moduleSpecifier !== undefined);
  const declarations = source.statements.filter(tsc.isVariableStatement);
  if (imports.length + reexports.length + declarations.length !== source.statements.length) return [file];

  const base = file.path.slice(0, -".ts".length);
  const name = base.slice(base.lastIndexOf("/") + 1);
  const parts: ts.VariableStatement[][] = [];
  for (let i = 0; i < declarations.length; i += partSize) parts.push(declarations.slice(i, i + partSize));
  const partOf = new Map<string, number>();
  parts.forEach((part, i) => part.forEach((s) => declaredNames(tsc, s).forEach((n) => partOf.set(n, i))));
  const imported = importedNames(tsc, imports);

  const files = parts.map((part, i) => {
    const used = new Set(part.flatMap((s) => referencedNames(tsc, s)));
    const fromOthers = [...used].filter((n) => partOf.has(n) && partOf.get(n) !== i).sort();
    const lines = [
      `/** Part ${i + 1} of ${parts.length} of the declarations of ${name}.ts (see there). */`,
      ...imports.flatMap((d) => partImport(tsc, d, source, used, imported)),
      ...(fromOthers.length > 0 ? [`import { ${fromOthers.join(", ")} } from "./internal.js";`] : []),
      ...part.map((s) => exported(tsc, s, source)),
    ];
    return { path: `${base}/part-${i + 1}.ts`, content: `${lines.join("\n")}\n` };
  });
  const internal = {
    path: `${base}/internal.ts`,
    content: `/** Every declaration of ${name}.ts, part by part, in order (see there). */\n${parts.map((_, i) => `export * from "./part-${i + 1}.js";`).join("\n")}\n`,
  };
  const publicNames = declarations.filter((s) => isExported(tsc, s)).flatMap((s) => declaredNames(tsc, s));
  const header = file.content.slice(0, source.statements[0]!.getStart(source));
  const hub = {
    path: file.path,
    content: [
      header.trimEnd(),
      ...reexports.map((s) => s.getText(source)),
      `export { ${publicNames.join(", ")} } from "./${name}/internal.js";`,
    ].join("\n").trimStart() + "\n",
  };
  return [hub, internal, ...files];
}

function declaredNames(tsc: typeof ts, statement: ts.VariableStatement): string[] {
  return statement.declarationList.declarations.flatMap((d) => (tsc.isIdentifier(d.name) ? [d.name.text] : []));
}

function isExported(tsc: typeof ts, statement: ts.VariableStatement): boolean {
  return statement.modifiers?.some((m) => m.kind === tsc.SyntaxKind.ExportKeyword) ?? false;
}

/** The statement's text, made an export (another part may import it), with its leading comments. */
function exported(tsc: typeof ts, statement: ts.VariableStatement, source: ts.SourceFile): string {
  const full = statement.getFullText(source);
  const start = statement.getStart(source) - statement.getFullStart();
  const text = isExported(tsc, statement) ? full : `${full.slice(0, start)}export ${full.slice(start)}`;
  return text.replace(/^\n+/, "");
}

/** The local names each import binds. */
function importedNames(tsc: typeof ts, imports: ts.ImportDeclaration[]): Set<string> {
  const names = new Set<string>();
  for (const d of imports) {
    const clause = d.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && tsc.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && tsc.isNamedImports(bindings)) bindings.elements.forEach((e) => names.add(e.name.text));
  }
  return names;
}

/** The module's import as a part needs it: only the names the part uses, one folder deeper. */
function partImport(tsc: typeof ts, d: ts.ImportDeclaration, source: ts.SourceFile, used: Set<string>, imported: Set<string>): string[] {
  const clause = d.importClause;
  if (!clause) return [];
  const specifier = (d.moduleSpecifier as ts.StringLiteral).text;
  const from = JSON.stringify(specifier.startsWith(".") ? `../${specifier.replace(/^\.\//, "")}` : specifier);
  const typeOnly = clause.isTypeOnly ? "type " : "";
  const bindings = clause.namedBindings;
  const keep = (n: string) => used.has(n) && imported.has(n);
  const clauses: string[] = [];
  if (clause.name && keep(clause.name.text)) clauses.push(clause.name.text);
  if (bindings && tsc.isNamespaceImport(bindings) && keep(bindings.name.text)) clauses.push(`* as ${bindings.name.text}`);
  if (bindings && tsc.isNamedImports(bindings)) {
    const elements = bindings.elements.filter((e) => keep(e.name.text)).map((e) => e.getText(source));
    if (elements.length > 0) clauses.push(`{ ${elements.join(", ")} }`);
  }
  return clauses.length === 0 ? [] : [`import ${typeOnly}${clauses.join(", ")} from ${from};`];
}

/** Every name the statement refers to (property names and its own declared names left out). */
function referencedNames(tsc: typeof ts, statement: ts.VariableStatement): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node, parent: ts.Node): void => {
    if (tsc.isIdentifier(node) && !isDeclarationOrMemberName(tsc, node, parent)) names.push(node.text);
    tsc.forEachChild(node, (child) => visit(child, node));
  };
  statement.declarationList.declarations.forEach((d) => {
    if (d.type) visit(d.type, d);
    if (d.initializer) visit(d.initializer, d);
  });
  return names;
}

function isDeclarationOrMemberName(tsc: typeof ts, node: ts.Identifier, parent: ts.Node): boolean {
  if (tsc.isQualifiedName(parent) && parent.right === node) return true;
  if (tsc.isPropertyAccessExpression(parent) && parent.name === node) return true;
  const named = parent as ts.Node & { name?: ts.Node };
  return named.name === node && !tsc.isShorthandPropertyAssignment(parent);
}
