/**
 * What `gateway` runs of the project's generated packages (from their compiled `dist/`, as
 * mock/generated-packages.ts loads them): the client's factory and error classes, and the
 * contract's validators of parameters and SOAP headers. Only what the gateway uses is typed here.
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

export interface GatewayPackages {
  createClient: (options: Record<string, unknown>) => GatewayClient;
  /** The parameters' validators, by operation name. */
  paramValidators: Readonly<Record<string, { params: Validator }>>;
  /** The SOAP headers' validators, by element name (validator-maps.ts headerKey). */
  headerValidators: Readonly<Record<string, Validator>>;
  SoapFaultError: new (...args: never[]) => ClientFault;
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
  const [client, validators] = await Promise.all([
    importDist(folders.client, "index.js"),
    importDist(folders.contract, "validators.js"),
  ]);
  const factory = `create${serviceTsName}Client`;
  if (typeof client[factory] !== "function")
    throw new Error(
      `${folders.client} exports no ${factory}: generate the packages again (\`npx soapgen generate\`)`,
    );
  return {
    createClient: client[factory] as GatewayPackages["createClient"],
    paramValidators: (validators.validators as { params: GatewayPackages["paramValidators"] })
      .params,
    headerValidators: (validators.headerValidators ?? {}) as GatewayPackages["headerValidators"],
    SoapFaultError: client.SoapFaultError as GatewayPackages["SoapFaultError"],
    RequestValidationError:
      client.RequestValidationError as GatewayPackages["RequestValidationError"],
  };
}
