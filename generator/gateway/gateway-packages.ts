/**
 * What `gateway` runs of the project's generated packages (from their compiled `dist/`, as
 * mock/generated-packages.ts loads them): the client's factory and error classes, the contract's
 * operations, SOAP header blocks and validators, and its runtime's reading of JSON
 * (json-values.ts), which must be the one its codecs come with. Only what the gateway uses is
 * typed here.
 */
import path from "node:path";
import { importDist, packageFolders, type Validator } from "../mock/generated-packages.ts";

/** A client of the contract: one method per operation, by its method name. */
export type GatewayClient = Record<
  string,
  (params: unknown, options: GatewayCallOptions) => Promise<unknown>
>;

export interface GatewayCallOptions {
  soapHeaders?: Record<string, unknown>;
  responseHeaders?: Record<string, unknown>;
}

/** The client's SoapFaultError, as much of it as is read. */
export interface ClientFault extends Error {
  codeName: { local: string };
  reason: string;
  actor: string | undefined;
  detail: unknown;
  declared: { name: string; value: unknown } | undefined;
}

/** A codec of the contract, as the contract's JSON reading takes it. */
type Codec = object;

/** The contract runtime's JsonValues (templates/runtime/json-values.ts). */
export interface JsonReading {
  fields(fields: readonly unknown[], json: unknown): unknown;
  value(codec: Codec, json: unknown): unknown;
}

export interface GatewayPackages {
  /** The contract's operations by their method names: the codecs of their parameters. */
  operations: Readonly<Record<string, { input: { fields: readonly unknown[] } }>>;
  /** The contract's SOAP header blocks, by their names in a call. */
  headerBlocks: Readonly<Record<string, { codec: Codec }>>;
  /** A reading of JSON values by the contract's codecs, nested at most `maxDepth` deep. */
  jsonReading(maxDepth: number): JsonReading;
  createClient: (options: Record<string, unknown>) => GatewayClient;
  /** The parameters' validators, by operation name. */
  paramValidators: Readonly<Record<string, { params: Validator }>>;
  /** The SOAP headers' validators, by element name (validator-maps.ts headerKey). */
  headerValidators: Readonly<Record<string, Validator>>;
  SoapFaultError: new (...args: never[]) => ClientFault;
  /** The client's WS-Security options (`wsSecurity`), made of a UsernameToken. */
  WsSecurity: new (options: {
    usernameToken: { username: string; password: string };
  }) => unknown;
  /** The client's own refusal of a value the wire cannot carry. */
  RequestValidationError: new (
    ...args: never[]
  ) => Error & { issues: { path: string; message: string }[] };
}

/** Loads the client and validators `generate` wrote to `outDir`, for the service `serviceTsName`. */
export async function loadGatewayPackages(
  outDir: string,
  serviceTsName: string,
): Promise<GatewayPackages> {
  const folders = packageFolders(path.resolve(outDir));
  const [client, validators, operations, codecs, json] = await Promise.all([
    importDist(folders.client, "index.js"),
    importDist(folders.contract, "validators.js"),
    importDist(folders.contract, "operations.js"),
    importDist(folders.contract, "codecs.js"),
    importDist(folders.contract, "runtime/json-values.js"),
  ]);
  const JsonValues = json.JsonValues as new (maxDepth: number) => JsonReading;
  const factory = `create${serviceTsName}Client`;
  if (typeof client[factory] !== "function")
    throw new Error(
      `${folders.client} exports no ${factory}: generate the packages again (\`npx soapgen generate\`)`,
    );
  return {
    operations: operations.operations as GatewayPackages["operations"],
    headerBlocks: (codecs.HEADERS ?? {}) as GatewayPackages["headerBlocks"],
    jsonReading: (maxDepth) => new JsonValues(maxDepth),
    createClient: client[factory] as GatewayPackages["createClient"],
    paramValidators: (validators.validators as { params: GatewayPackages["paramValidators"] })
      .params,
    headerValidators: (validators.headerValidators ?? {}) as GatewayPackages["headerValidators"],
    SoapFaultError: client.SoapFaultError as GatewayPackages["SoapFaultError"],
    WsSecurity: client.WsSecurity as GatewayPackages["WsSecurity"],
    RequestValidationError:
      client.RequestValidationError as GatewayPackages["RequestValidationError"],
  };
}
