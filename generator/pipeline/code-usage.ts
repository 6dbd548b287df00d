/**
 * What a project's code uses of the generated packages, for `soapgen diff --used-by`: the words
 * (identifiers) of its source files that import the client or the contract package. Read as
 * text, not compiled: an operation is used when its method's name is one of those words, a field
 * when its name is. A name the code only builds at run time (`client[name]`) is not seen.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { regExpLiteral } from "../../templates/runtime/reg-exp-literal.ts";

export interface CodeUsage {
  /** The source files that import one of the packages, as found. */
  files: string[];
  words: ReadonlySet<string>;
}

const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
/** Folders no project's own code is in. */
const SKIPPED = new Set(["node_modules", "dist", "build", "coverage", ".git"]);

export function readCodeUsage(roots: readonly string[], packages: readonly string[]): CodeUsage {
  const files: string[] = [];
  const words = new Set<string>();
  const imports = importPattern(packages);
  for (const file of roots.flatMap(sourceFiles)) {
    const text = readFileSync(file, "utf8");
    if (!imports.test(text)) continue;
    files.push(file);
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return { files, words };
}

/** `from "pkg"`, `from "pkg/sub"`, `require("pkg")`, `import("pkg")`, with either quote. */
function importPattern(packages: readonly string[]): RegExp {
  const names = packages.map(regExpLiteral).join("|");
  return new RegExp(
    `(?:from\\s*|require\\s*\\(\\s*|import\\s*\\(\\s*)["'](?:${names})(?:/[^"']*)?["']`,
  );
}

function sourceFiles(root: string): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(root, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOTDIR") return SOURCE.test(root) ? [root] : [];
    throw new Error(`--used-by ${root}: ${(err as Error).message}`);
  }
  return entries.flatMap((e) => {
    const at = path.join(root, e.name);
    if (e.isDirectory()) return SKIPPED.has(e.name) ? [] : sourceFiles(at);
    return e.isFile() && SOURCE.test(e.name) && !e.name.endsWith(".d.ts") ? [at] : [];
  });
}
