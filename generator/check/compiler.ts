/**
 * One run of TypeScript 7's native compiler (the package `typescript-native`, a Go executable: a
 * few seconds where the 5.9 JS API took several times as long) over staged files, its options, and
 * its diagnostics named by the files' real paths, relative to the output folder.
 */
import { realpathSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compilerEnv } from "./compiler-env.ts";
import { runTool } from "./run-tool.ts";

const require = createRequire(import.meta.url);

/** The npm alias of the native compiler (`typescript` itself is 5.9, whose parser API the linter uses). */
export const NATIVE = "typescript-native";

export class TypeCheckError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(
      `the generated code does not type-check (a generator defect):\n${diagnostics.join("\n")}`,
    );
    this.name = "TypeCheckError";
  }
}

/** One run of the compiler: over `roots`, with a tsconfig.json of that name written into `tmp`. */
export interface CompilerRun {
  tmp: string;
  absOut: string;
  name: string;
  options: Record<string, unknown>;
  roots: string[];
  typeRoots: string[];
  /** Stops the run (base-check.ts: a run given up). */
  signal?: AbortSignal;
}

export async function runCompiler(run: CompilerRun): Promise<void> {
  return runCompilerAs(await compilerExe(), run);
}

/**
 * runCompiler with the compiler's executable (compilerExe) found already: the compiler is
 * started before this returns, whatever the caller does next.
 */
export async function runCompilerAs(
  exe: string,
  { tmp, absOut, name, options, roots, typeRoots, signal }: CompilerRun,
): Promise<void> {
  const tsconfig = path.join(tmp, name);
  writeFileSync(
    tsconfig,
    JSON.stringify({ compilerOptions: { ...options, typeRoots }, files: roots }, null, 2),
  );
  const { code, output } = await runTool(
    "the TypeScript compiler",
    exe,
    ["-p", tsconfig, "--pretty", "false"],
    tmp,
    compilerEnv(),
    signal,
  );
  const diagnostics = parseDiagnostics(output, tmp, absOut);
  if (diagnostics.length > 0) throw new TypeCheckError(diagnostics);
  if (code !== 0)
    throw new Error(
      `the TypeScript compiler failed (exit code ${code}) without a diagnostic:\n${output}`,
    );
}

/**
 * The compiler options, as in a tsconfig.json. The compiler only checks: the JavaScript is
 * esbuild's (compile-dist.ts), the declarations oxc's (declarations.ts).
 */
export function compilerOptions(): Record<string, unknown> {
  return {
    target: "es2022",
    module: "nodenext",
    moduleResolution: "nodenext",
    lib: ["es2022"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    // esbuild compiles each module on its own (compile-dist.ts): the check makes sure it can.
    isolatedModules: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    skipLibCheck: true,
    noEmit: true,
    // Two checkers, not the compiler's default four: each checker works out on its own every type
    // its files need, so the costly ones shared by all (a large contract's validators) were worked
    // out four times, for three times the CPU and twice the memory of one checker. Two share the
    // two cores of a small machine at little cost (bench/README.md has the figures).
    checkers: 2,
  };
}

/** An installed package's version, read without loading the package; "absent" when it is not installed. */
export function installedVersion(name: string): string {
  try {
    return (require(`${name}/package.json`) as { version: string }).version;
  } catch {
    return "absent";
  }
}

let exe: Promise<string> | undefined;

/**
 * The native executable, found as the package's own launcher (bin/tsc) finds it; started directly,
 * it spares the start of a node process.
 */
export function compilerExe(): Promise<string> {
  exe ??= (async () => {
    try {
      const launcher = path.join(
        path.dirname(require.resolve(`${NATIVE}/package.json`)),
        "lib",
        "getExePath.js",
      );
      const { default: getExePath } = (await import(pathToFileURL(launcher).href)) as {
        default: () => string;
      };
      return getExePath();
    } catch (err) {
      throw new Error(
        `cannot find the native TypeScript compiler (the package ${NATIVE}): ${(err as Error).message}`,
        { cause: err },
      );
    }
  })();
  return exe;
}

/** `file(line,col): error TSnnnn: message` or `error TSnnnn: message`; indented lines continue the message. */
const DIAGNOSTIC = /^(?:(.+)\((\d+),(\d+)\): )?(?:error|warning|message) TS(\d+): (.*)$/;

function parseDiagnostics(output: string, tmp: string, absOut: string): string[] {
  const diagnostics: string[] = [];
  for (const line of output.split(/\r?\n/)) {
    if (/^\s/.test(line) && diagnostics.length > 0) {
      diagnostics[diagnostics.length - 1] += `\n${line}`;
      continue;
    }
    const match = DIAGNOSTIC.exec(line);
    if (!match) continue;
    const [, file, row, column, code, text] = match;
    diagnostics.push(
      file === undefined
        ? `TS${code}: ${text}`
        : `${reportedPath(path.resolve(tmp, file), tmp, absOut)}:${row}:${column} TS${code}: ${text}`,
    );
  }
  return diagnostics;
}

/** A diagnostic's file as the output folder sees it: a staged file by its real path. */
function reportedPath(file: string, tmp: string, absOut: string): string {
  const inside = (p: string, dir: string) => p.startsWith(dir + path.sep);
  let real = file;
  if (inside(real, tmp)) {
    // A file named through a link, by its target (not expected: the compiler names files so).
    try {
      real = realpathSync(real);
    } catch {
      // Left as it is.
    }
  }
  const root = path.join(tmp, "root");
  if (inside(real, root)) real = path.join(path.parse(absOut).root, path.relative(root, real));
  return path.relative(absOut, real);
}
