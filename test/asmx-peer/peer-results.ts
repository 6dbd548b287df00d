/**
 * What a test (or an interop matrix's "ASMX (Mono)" server column) needs to compare the ASMX peer
 * with our generated server running the reference implementation: the calls, who makes them, and
 * how the answers differ.
 *
 * On the wire, one way: ASMX hands the method a DateTime with a kind, and the peer's echo (.NET's
 * round-trip text) shows it: `2024-05-01T00:00:00.0000000Z` for a UTC DateTime (a SOAP text ending
 * in `Z`, as our client and node-soap send a Date), no suffix for a zone-less text (zeep's naive
 * datetime, and every GET/POST text). Our implementation gets a JS Date, which has no kind, so the
 * reference echo never has a suffix. And in what node-soap and zeep decode, one more: the peer's WSDL
 * gives the domain types (cUser, ...) their fields, ours (as the spec) none.
 */
import { createSchoolServiceClient, type Binding } from "school-service-client";
import { CALLS } from "../server/support/sample-calls.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import type { Credentials, ResultsByOperation } from "./independent-clients.ts";

export { startAsmxPeer, type AsmxPeer } from "../support/asmx-peer.ts";
export {
  callAllWithNodeSoap,
  callAllWithZeep,
  NODE_SOAP_PORTS,
  ZEEP_PORTS,
  type ResultsByOperation,
} from "./independent-clients.ts";

/** The AuthHeader the reference implementation (and the peer) accept. */
export const SAMPLE_AUTH: Credentials = {
  Schoolname: "Lincoln High",
  Username: "jdoe",
  Password: "secret",
};
export const BINDINGS: readonly Binding[] = ["soap11", "soap12", "httpGet", "httpPost"];

/** Every operation, called by the generated client with the sample calls' parameters. */
export async function callAllWithGeneratedClient(
  url: string,
  binding: Binding,
  auth = SAMPLE_AUTH,
  fetchImpl: typeof fetch = fetch,
): Promise<ResultsByOperation> {
  const client = createSchoolServiceClient({
    baseUrl: url,
    binding,
    auth,
    fetch: fetchImpl,
  }) as unknown as Record<string, (p: object) => Promise<unknown>>;
  const results: ResultsByOperation = {};
  for (const op of SCHOOL_OPERATIONS) {
    try {
      results[op] = await client[op]!(CALLS[op]!.params);
    } catch (err) {
      results[op] = { error: String(err) };
    }
  }
  return results;
}

/** The round-trip dates of an echo (`Name=2024-05-01T00:00:00.0000000;`). */
const ECHO_DATE = /(=\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7})(?=;)/g;

/** An echo as the peer writes it when every DateTime it received was UTC (sent with `Z`). */
export function withUtcEchoDates(echo: string): string {
  return echo.replace(ECHO_DATE, "$1Z");
}

/** Whether ASMX receives the sample calls' dates as UTC: on SOAP from clients that send a Date with `Z`. */
export function receivesUtcDates(
  client: "generated" | "node-soap" | "zeep",
  binding: Binding,
): boolean {
  return client !== "zeep" && (binding === "soap11" || binding === "soap12");
}

/**
 * A generated-client result from our server as the peer answers it: the first `_data` item (the
 * echo) with UTC date suffixes when `utcDates`.
 */
export function asAsmxAnswers(result: unknown, utcDates: boolean): unknown {
  if (!utcDates || typeof result !== "object" || result === null || !("_data" in result))
    return result;
  const data = (result as { _data?: { type: string; value: unknown }[] })._data;
  const [first, ...rest] = data ?? [];
  if (first?.type !== "xsd:string" || typeof first.value !== "string") return result;
  return { ...result, _data: [{ ...first, value: withUtcEchoDates(first.value) }, ...rest] };
}

type NodeSoapItem = { attributes?: Record<string, string>; $value?: unknown } & Record<
  string,
  unknown
>;
const nodeSoapItems = (op: string, result: unknown): NodeSoapItem[] | undefined =>
  (result as Record<string, { _data?: { anyType?: NodeSoapItem[] } } | undefined>)[`${op}Result`]
    ?._data?.anyType;

/** node-soap's result of `op` with its `_data` items mapped (the result unchanged when it has none). */
function mapNodeSoapItems(
  op: string,
  result: unknown,
  map: (item: NodeSoapItem, index: number) => NodeSoapItem,
): unknown {
  const items = nodeSoapItems(op, result);
  if (items === undefined) return result;
  const answer = (result as Record<string, { _data: object }>)[`${op}Result`]!;
  return { [`${op}Result`]: { ...answer, _data: { ...answer._data, anyType: items.map(map) } } };
}

/** node-soap's result from our server as it reads the peer's answer: the echo with UTC date suffixes. */
export function nodeSoapAsAsmxAnswers(op: string, result: unknown): unknown {
  return mapNodeSoapItems(op, result, (item, i) =>
    i === 0 && typeof item.$value === "string"
      ? { ...item, $value: withUtcEchoDates(item.$value) }
      : item,
  );
}

/**
 * node-soap's result built from the peer's WSDL as it reads it built from ours: our WSDL's domain
 * types have no fields, so node-soap does not know an empty element there is a string and reads null.
 */
export function nodeSoapWithoutDomainFields(op: string, result: unknown): unknown {
  return mapNodeSoapItems(op, result, (item) =>
    item.attributes?.["xsi:type"]?.startsWith("xsd:") === false
      ? Object.fromEntries(Object.entries(item).map(([k, v]) => [k, v === "" ? null : v]))
      : item,
  );
}

/** zeep's result built from the peer's WSDL as it reads it built from ours: a field-less domain object is None. */
export function zeepWithoutDomainFields(result: unknown): unknown {
  const data = (result as { _data?: { anyType?: unknown[] } | null })._data;
  if (!data?.anyType) return result;
  const isDomainObject = (item: unknown) =>
    typeof item === "object" && item !== null && !("$date" in item);
  return {
    ...(result as object),
    _data: { ...data, anyType: data.anyType.map((item) => (isDomainObject(item) ? null : item)) },
  };
}
