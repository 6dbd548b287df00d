/**
 * A construct contract generated into a temporary project and loaded: its server listening with
 * an implementation that records what it receives and answers as told, and a client of it on a
 * binding. The packages resolve each other through the project's node_modules, as installed.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { generate } from "../../generator/pipeline/generate.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

export interface GeneratedService {
  dir: string;
  /** The generated files' text by path relative to the output folder. */
  read(file: string): Promise<string>;
  /** A module of the contract package's sources, imported: `codecs.ts`, `runtime/codec.ts`. */
  contractModule<M = Record<string, unknown>>(file: string): Promise<M>;
  /**
   * Starts the server; each operation answers with `answers[name]` (a function of the params, or a
   * value). `options` go to its listen (`httpGet`, `httpPost`, ...), over `authenticate: null`.
   */
  serve(
    answers: Record<string, unknown>,
    options?: Record<string, unknown>,
  ): Promise<RunningService>;
  close(): void;
}

export interface RunningService {
  url: string;
  received: { operation: string; params: unknown; soapHeaders: unknown }[];
  /** `binding` undefined: the client's default. */
  client(
    binding: "soap11" | "soap12" | "httpGet" | "httpPost" | undefined,
    options?: Record<string, unknown>,
  ): Record<string, (params?: unknown, options?: unknown) => Promise<unknown>>;
  close(): Promise<void>;
}

/** `files`: more files beside the WSDL (its imports), by path relative to it; `lenient`: as `--lenient`. */
export async function generateService(
  wsdl: string,
  files: Record<string, string> = {},
  { lenient = false } = {},
): Promise<GeneratedService> {
  const dir = mkdtempSync(path.join(tmpdir(), "soapgen-construct-"));
  writeFileSync(path.join(dir, "service.wsdl"), wsdl);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const out = path.join(dir, "generated");
  // Sources only: these tests run the generated code (its sources, under vitest), not its packaging.
  const packages = { ...DEFAULT_OPTIONS.packages, target: "ts" as const };
  await generate({
    contract: { kind: "wsdl", path: path.join(dir, "service.wsdl") },
    outDir: out,
    implementation: null,
    wsdlOut: null,
    allowNetwork: false,
    lenient,
    operations: DEFAULT_OPTIONS.operations,
    packages,
  });
  const modules = path.join(dir, "node_modules");
  mkdirSync(modules);
  const folders = readdirSync(out).filter((p) => !p.startsWith("."));
  for (const p of folders) symlinkSync(path.join(out, p), path.join(modules, p));
  symlinkSync(path.join(REPO_ROOT, "node_modules/zod"), path.join(modules, "zod"));
  const pkg = (suffix: string) => folders.find((p) => p.endsWith(`-${suffix}`))!;
  return {
    dir,
    read: async (file) => (await import("node:fs/promises")).readFile(path.join(out, file), "utf8"),
    close: () => rmSync(dir, { recursive: true, force: true }),
    contractModule: async (file) =>
      await import(pathToFileURL(path.join(out, pkg("contract"), "src", file)).href),
    async serve(answers, options = {}) {
      const server = (await import(
        pathToFileURL(path.join(out, pkg("server"), "src/index.ts")).href
      )) as { listen(impl: object, o: object): Promise<{ url: string; close(): Promise<void> }> };
      const client = (await import(
        pathToFileURL(path.join(out, pkg("client"), "src/index.ts")).href
      )) as Record<string, unknown>;
      const received: RunningService["received"] = [];
      const implementation = new Proxy(
        {},
        {
          get: (_t, name) =>
            typeof name !== "string" || name === "then"
              ? undefined
              : async (
                  params: unknown,
                  ctx: { soapHeaders: unknown; responseHeaders: Record<string, unknown> },
                ) => {
                  received.push({ operation: name, params, soapHeaders: ctx.soapHeaders });
                  const answer = answers[name];
                  return typeof answer === "function"
                    ? (answer as (p: unknown, c: unknown) => unknown)(params, ctx)
                    : answer;
                },
        },
      );
      const running = await server.listen(implementation, { authenticate: null, ...options });
      const create = Object.entries(client).find(([k]) => /^create\w+Client$/.test(k))![1] as (
        o: object,
      ) => Record<string, (p?: unknown, o?: unknown) => Promise<unknown>>;
      return {
        url: running.url,
        received,
        client: (binding, options = {}) => create({ baseUrl: running.url, binding, ...options }),
        close: () => running.close(),
      };
    },
  };
}

/** The declaration of `name` in the generated contract package's types.ts. */
export async function declared(service: GeneratedService, name: string): Promise<string> {
  const types = await service.read(
    `${(await service.read(".soapgen-lock.json")).match(/"([\w-]+-contract)\/src\/types\.ts"/)![1]}/src/types.ts`,
  );
  const start =
    types.indexOf(`export type ${name} `) >= 0
      ? types.indexOf(`export type ${name} `)
      : types.indexOf(`export interface ${name} `);
  if (start < 0) throw new Error(`${name} is not declared`);
  const end = types.indexOf("\n\n", start);
  return types.slice(start, end < 0 ? undefined : end).trim();
}

/**
 * The compiler's diagnostics (empty when none) for `code`, a module of a user's project written
 * beside the contract package's `types.ts` (strict, as a user's project would be).
 */
export async function typeCheckUserCode(service: GeneratedService, code: string): Promise<string> {
  const contract = (await service.read(".soapgen-lock.json")).match(
    /"([\w-]+-contract)\/src\/types\.ts"/,
  )![1]!;
  const file = path.join(service.dir, "generated", contract, "src", "user-code.ts");
  writeFileSync(file, code);
  try {
    const tsc = path.join(REPO_ROOT, "node_modules/typescript-native/bin/tsc");
    const flags = [
      "--ignoreConfig",
      "--noEmit",
      "--strict",
      "--exactOptionalPropertyTypes",
      "--target",
      "es2022",
      "--module",
      "nodenext",
      "--allowImportingTsExtensions",
      "--skipLibCheck",
    ];
    const { stdout } = await new Promise<{ stdout: string }>((resolve) =>
      execFile(process.execPath, [tsc, ...flags, file], (_err, stdout, stderr) =>
        resolve({ stdout: stdout + stderr }),
      ),
    );
    return stdout.trim();
  } finally {
    rmSync(file);
  }
}
