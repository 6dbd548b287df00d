/**
 * The project's generated packages, as `mock`, `record` and `verify` run them: their compiled
 * JavaScript (`dist/`), imported from the output folder, so a project needs nothing beyond what
 * `generate` wrote (no TypeScript loader). Only what these commands use of each package is typed
 * here; the packages themselves are the contract's own code.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";
export const BINDINGS: readonly Binding[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** What these commands read of an operation's codec (contract package, runtime/operation). */
export interface OperationCodec {
  readonly name: string;
  readonly bindings: readonly Binding[];
  readonly output: unknown;
}

export interface WireResponse {
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

type ReadResponse = (
  site: { operation: string; binding: Binding },
  op: OperationCodec,
  finish: undefined,
  res: WireResponse,
) => unknown;

/** A zod schema, as much of it as is used. */
export interface Validator {
  safeParse(
    value: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** The implementation's context, as much of it as is used. */
export interface CallContext {
  binding: Binding;
  operation: string;
  headers: Record<string, string | string[] | undefined>;
}

export type Implementation = Record<
  string,
  (params: Record<string, unknown>, ctx: CallContext) => Promise<unknown>
>;

/** A generated fixture (fixtures package, fixture-types.ts), as much of it as is used. */
export interface GeneratedFixture {
  operation: string;
  params: Record<string, unknown>;
  requests: Partial<
    Record<
      Binding,
      { method: string; path: string; headers: Record<string, string>; body?: string }
    >
  >;
  responses: {
    success: {
      returns: unknown;
      wire: Partial<Record<Binding, { status: number; contentType: string; body: string }>>;
    };
  } | null;
}

export interface GeneratedPackages {
  /** Each operation's codec, by published name. */
  operations: Readonly<Record<string, OperationCodec>>;
  /** The contract's SOAP header blocks by name, and the one holding credentials. */
  headers: Readonly<Record<string, { element: string; namespace: string }>>;
  authHeader: string | undefined;
  /** The endpoint's path, e.g. `/api/service.asmx`. */
  endpointPath: string;
  resultValidators: Readonly<Record<string, Validator>>;
  readSoapResponse: ReadResponse;
  readHttpResponse: ReadResponse;
  /** `listen(implementation, options)` of the server package. */
  listen: (
    implementation: Implementation,
    options: Record<string, unknown>,
  ) => Promise<RunningServer>;
  /** The server's SoapFault: thrown by an implementation, it is the fault answered. */
  SoapFault: new (
    reason: string,
    options?: { code?: "client" | "server" },
  ) => Error;
  /** The implementation methods, by operation name (they differ where a name is no identifier). */
  methods: Readonly<Record<string, string>>;
  fixtures: readonly GeneratedFixture[];
  /** What each operation's round trip returns (operations without wire fixtures have one). */
  roundTrips: readonly { operation: string; method: string; roundTrip: { result?: unknown } }[];
}

export type PackageKind = "contract" | "client" | "server" | "fixtures";

/** The generated package folders in `outDir`, by kind (from each package.json's name). */
export function packageFolders(outDir: string): Record<PackageKind, string> {
  if (!existsSync(outDir))
    throw new Error(`${outDir} does not exist: run \`npx soapgen generate\` first`);
  const found: Partial<Record<PackageKind, string>> = {};
  for (const entry of readdirSync(outDir, { withFileTypes: true })) {
    const manifest = path.join(outDir, entry.name, "package.json");
    if (!entry.isDirectory() || !existsSync(manifest)) continue;
    const { name } = JSON.parse(readFileSync(manifest, "utf8")) as { name?: string };
    const kind = /-(contract|client|server|fixtures)$/.exec(name ?? "")?.[1] as PackageKind;
    if (kind) found[kind] = path.join(outDir, entry.name);
  }
  const missing = (["contract", "client", "server", "fixtures"] as const).filter((k) => !found[k]);
  if (missing.length > 0)
    throw new Error(
      `${outDir} has no generated ${missing.join(", ")} package: these commands need all four (\`packages: all\`)`,
    );
  return found as Record<PackageKind, string>;
}

export async function importDist(folder: string, file: string): Promise<Record<string, unknown>> {
  const full = path.join(folder, "dist", file);
  if (!existsSync(full))
    throw new Error(`${full} does not exist: generate with target js or ts+js (the default)`);
  return (await import(pathToFileURL(full).href)) as Record<string, unknown>;
}

/** Loads the packages `generate` wrote to `outDir`. */
export async function loadGeneratedPackages(outDir: string): Promise<GeneratedPackages> {
  const folders = packageFolders(path.resolve(outDir));
  const [operations, codecs, validators, reader, server, fixtures] = await Promise.all([
    importDist(folders.contract, "operations.js"),
    importDist(folders.contract, "codecs.js"),
    importDist(folders.contract, "validators.js"),
    importDist(folders.client, "runtime/response-reader.js"),
    importDist(folders.server, "index.js"),
    importDist(folders.fixtures, "index.js"),
  ]);
  const roundTrips = fixtures.ROUND_TRIPS as GeneratedPackages["roundTrips"];
  return {
    operations: operations.operations as Record<string, OperationCodec>,
    headers: (codecs.HEADERS ?? {}) as GeneratedPackages["headers"],
    authHeader: codecs.AUTH_HEADER as string | undefined,
    endpointPath: codecs.ENDPOINT_PATH as string,
    resultValidators: (validators.validators as { results: Record<string, Validator> }).results,
    readSoapResponse: reader.readSoapResponse as ReadResponse,
    readHttpResponse: reader.readHttpResponse as ReadResponse,
    listen: server.listen as GeneratedPackages["listen"],
    SoapFault: server.SoapFault as GeneratedPackages["SoapFault"],
    methods: Object.fromEntries(roundTrips.map((r) => [r.operation, r.method])),
    fixtures: fixtures.FIXTURES as GeneratedFixture[],
    roundTrips,
  };
}
