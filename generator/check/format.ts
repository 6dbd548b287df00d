/**
 * Formats generated files with Biome, with a pinned configuration (never the user's own), so
 * output is byte-identical on every machine. A formatting failure is a generator defect and fails
 * the run before anything is written.
 *
 * Biome rather than prettier: its native executable formats the generated code some thirty times
 * faster (bench/README.md), and its output is prettier's for everything the generator writes
 * (docs/choices.md).
 * The files are written to a temporary folder for one run of the executable, which formats them
 * on every core before the compiler checks them (see pipeline/render-output.ts).
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { runTool } from "./run-tool.ts";
import { makeTempFolder, removeTempFolder } from "./temp-folders.ts";

const require = createRequire(import.meta.url);

/** The generator's Biome configuration: prettier's defaults but for a line width of 100. */
export const FORMAT_CONFIG = {
  formatter: {
    enabled: true,
    indentStyle: "space",
    indentWidth: 2,
    lineWidth: 100,
    lineEnding: "lf",
  },
  javascript: {
    formatter: {
      quoteStyle: "double",
      trailingCommas: "all",
      semicolons: "always",
      arrowParentheses: "always",
      bracketSpacing: true,
    },
  },
  json: { formatter: { trailingCommas: "none" } },
  // Nothing but formatting, of every file it is given, however large (a big contract's modules run to megabytes).
  linter: { enabled: false },
  assist: { enabled: false },
  vcs: { enabled: false },
  files: { maxSize: 1 << 30 },
};

const FORMATTED = new Set(["ts", "js", "json"]);

interface Job {
  index: number;
  path: string;
  content: string;
}

export async function formatFiles(files: readonly GeneratedFile[]): Promise<GeneratedFile[]> {
  const jobs: Job[] = [];
  files.forEach((file, index) => {
    if (FORMATTED.has(extension(file.path)) && !file.preformatted)
      jobs.push({ index, path: file.path, content: file.content });
  });
  const formatted: GeneratedFile[] = [...files];
  if (jobs.length === 0) return formatted;
  const texts = await runBiome(jobs);
  jobs.forEach((job, i) => {
    formatted[job.index] = { ...files[job.index]!, content: texts[i]! };
  });
  return formatted;
}

const extension = (file: string) => file.slice(file.lastIndexOf(".") + 1);

/** Each job's content formatted: written to a temporary folder, formatted there in place, read back. */
async function runBiome(jobs: Job[]): Promise<string[]> {
  // Each file, then its formatted text in its place.
  const tmp = makeTempFolder(
    "soapgen-format-",
    2 * jobs.reduce((sum, job) => sum + job.content.length, 0),
  );
  try {
    writeFileSync(path.join(tmp, "biome.json"), JSON.stringify(FORMAT_CONFIG));
    // Numbered, not by their paths: the extension is what Biome reads the language from.
    const staged = jobs.map((job, i) => path.join(tmp, `${i}.${extension(job.path)}`));
    jobs.forEach((job, i) => writeFileSync(staged[i]!, job.content));
    const args = [
      "format",
      "--write",
      `--config-path=${path.join(tmp, "biome.json")}`,
      "--max-diagnostics=20",
      "--colors=off",
      ...staged.map((f) => path.basename(f)),
    ];
    const { code, output } = await runTool("Biome", biomeExe(), args, tmp);
    if (code !== 0) throw formatError(output, jobs);
    return staged.map((file) => readFileSync(file, "utf8"));
  } finally {
    removeTempFolder(tmp);
  }
}

/** The failure, with each staged file named by the generated file it stands for. */
function formatError(output: string, jobs: Job[]): Error {
  const named = output.replace(
    /\b(\d+)\.(ts|js|json)\b/g,
    (whole, i: string) => jobs[Number(i)]?.path ?? whole,
  );
  return new Error(`generated code could not be formatted (a generator defect):\n${named.trim()}`);
}

let exe: string | undefined;

/**
 * The platform's Biome executable, found as the package's own launcher (bin/biome) finds it;
 * started directly, it spares a node process. Found once.
 */
function biomeExe(): string {
  exe ??= findBiome();
  return exe;
}

function findBiome(): string {
  if (process.env.BIOME_BINARY) return process.env.BIOME_BINARY;
  const name = (musl: boolean) =>
    `@biomejs/cli-${process.platform}-${process.arch}${musl ? "-musl" : ""}/biome${process.platform === "win32" ? ".exe" : ""}`;
  if (process.platform !== "linux") return resolveExecutable(name(false));
  // npm installs the build for the machine's C library alone: which library it is (a report of
  // the process, which takes a while) is asked only when both builds are there, or neither.
  const [glibc, musl] = [installed(name(false)), installed(name(true))];
  if (glibc !== undefined && musl !== undefined) return usesMusl() ? musl : glibc;
  return glibc ?? musl ?? resolveExecutable(name(usesMusl()));
}

function installed(name: string): string | undefined {
  try {
    return require.resolve(name);
  } catch {
    return undefined;
  }
}

function resolveExecutable(name: string): string {
  const found = installed(name);
  if (found === undefined)
    throw new Error(
      `cannot find Biome's executable for this platform: the package ${name.split("/biome")[0]} is not installed`,
    );
  return found;
}

function usesMusl(): boolean {
  const report = process.report?.getReport() as
    | { header?: { glibcVersionRuntime?: string } }
    | undefined;
  return report?.header?.glibcVersionRuntime === undefined;
}
