/**
 * The npm `soap` package as a client: built from our WSDL file, pointed at the server's endpoint,
 * calling the sample calls on the SOAP 1.1 and 1.2 ports with the AuthHeader, its answers reduced
 * to the matrix's normal form. node-soap has no HTTP GET/POST binding.
 */
import soap from "soap";
import type { Binding } from "school-service-client";
import { SCHOOL_WSDL } from "../../support/school-contract.ts";
import {
  AUTH,
  SAMPLE_PARAMS,
  type CallOutcome,
  type NormalAnswer,
  type NormalItem,
} from "./answers.ts";

const NS = "http://schoolservice.example.org/api/";
const PORTS: Partial<Record<Binding, string>> = {
  soap11: "SchoolServiceSoap",
  soap12: "SchoolServiceSoap12",
};

type NodeSoapItem = { attributes?: Record<string, string>; $value?: unknown } & Record<
  string,
  unknown
>;
type NodeSoapEnvelope = {
  _status?: { bln_Success?: boolean | string; detail?: { ErrorDetail?: unknown } | null };
  _data?: { anyType?: NodeSoapItem | NodeSoapItem[] } | null;
};
type Call = (
  args: object,
  cb: (err: unknown, result: Record<string, NodeSoapEnvelope>) => void,
) => void;

const list = <T>(value: T | T[] | undefined | null): T[] =>
  value == null ? [] : Array.isArray(value) ? value : [value];

function normalItem(item: NodeSoapItem): NormalItem {
  const { attributes = {}, $value, ...fields } = item;
  if (attributes["xsi:nil"] === "true") return null;
  const type = attributes["xsi:type"] ?? "";
  return type.startsWith("xsd:") ? { type, text: String($value ?? "") } : { type, fields };
}

function normalize(envelope: NodeSoapEnvelope): NormalAnswer {
  const success = envelope._status?.bln_Success;
  return {
    success: success === true || success === "true",
    details: list(
      envelope._status?.detail?.ErrorDetail as { code?: string; desc?: string }[] | undefined,
    ).map((d) => ({ ...d })),
    items: list(envelope._data?.anyType).map(normalItem),
  };
}

/** node-soap's arguments: dateTimes as xsd:dateTime text. */
const argsOf = (params: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(params).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
  );

export async function runNodeSoapClient(
  url: string,
  bindings: readonly Binding[],
): Promise<Partial<Record<Binding, Record<string, CallOutcome>>>> {
  const results: Partial<Record<Binding, Record<string, CallOutcome>>> = {};
  for (const binding of bindings) {
    const client = await soap.createClientAsync(SCHOOL_WSDL, {
      endpoint: url,
      forceSoap12Headers: binding === "soap12",
    });
    client.addSoapHeader(
      `<AuthHeader xmlns="${NS}"><Schoolname>${AUTH.Schoolname}</Schoolname><Username>${AUTH.Username}</Username><Password>${AUTH.Password}</Password></AuthHeader>`,
    );
    const port = (client as unknown as { SchoolService: Record<string, Record<string, Call>> })
      .SchoolService[PORTS[binding]!]!;
    const outcomes: Record<string, CallOutcome> = {};
    for (const [op, params] of Object.entries(SAMPLE_PARAMS)) {
      outcomes[op] = await new Promise<CallOutcome>((resolve) =>
        port[op]!(argsOf(params), (err, result) =>
          resolve(
            err
              ? { error: `${(err as Error).message ?? String(err)}`.split("\n", 1)[0]! }
              : normalize(result[`${op}Result`] ?? {}),
          ),
        ),
      );
    }
    results[binding] = outcomes;
  }
  return results;
}
