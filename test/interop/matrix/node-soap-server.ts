/**
 * The npm `soap` package as a server of our WSDL, answering every operation as the reference
 * implementation does (the same echo our server's matrix column runs): node-soap reads the
 * request, the reference implementation answers, and the answer goes back in node-soap's output
 * object form. node-soap picks its response envelope by a server-wide option, so one instance per
 * SOAP version sits behind one listening server that routes by Content-Type.
 *
 * node-soap has no HTTP GET/POST binding: it serves SOAP 1.1 and 1.2 only.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import soap, { type IServicePort } from "soap";
import { operations } from "school-service-contract/operations";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import type { AnyTypeItem, AuthHeader, rtnObject } from "school-service-contract/types";
import { referenceImplementation } from "../../server/support/reference-implementation.ts";
import { SCHOOL_WSDL } from "../../support/school-contract.ts";
import type { SeenCall } from "./servers.ts";

const ENDPOINT = "/api/schoolservice.asmx";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XSD = "http://www.w3.org/2001/XMLSchema";

type OperationName = keyof typeof operations;

/** node-soap's arguments as our implementation takes them: dateTimes as Dates (node-soap may hand text). */
function paramsFrom(
  op: OperationName,
  args: Record<string, unknown> | null,
): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const p of operations[op].params) {
    const value = args?.[p.xml];
    if (value === undefined || value === null) continue;
    params[p.ts] =
      p.codec === xsd.dateTime && !(value instanceof Date) ? new Date(String(value)) : value;
  }
  return params;
}

/**
 * An anyType item as node-soap writes it. node-soap declares only the WSDL's prefixes on its
 * envelope, so each item declares xsi and xsd itself.
 */
function nodeSoapItem(item: AnyTypeItem | null): object {
  if (item === null) return { attributes: { "xmlns:xsi": XSI, "xsi:nil": "true" } };
  const attributes = {
    "xmlns:xsi": XSI,
    "xmlns:xsd": XSD,
    "xsi:type": item.type === "unknown" ? (item.xsiType ?? "") : item.type,
  };
  if (item.type === "xsd:dateTime") return { attributes, $value: item.text };
  if (typeof item.value === "object" && item.value !== null && !(item.value instanceof Uint8Array))
    return { attributes, ...item.value };
  return { attributes, $value: String(item.value) };
}

function nodeSoapResult(op: OperationName, answer: rtnObject): object {
  const details = answer._status?.detail ?? [];
  return {
    [`${op}Result`]: {
      _status: {
        bln_Success: answer._status?.bln_Success ?? false,
        detail: details.length > 0 ? { ErrorDetail: details } : {},
      },
      _data: { anyType: (answer._data ?? []).map(nodeSoapItem) },
    },
  };
}

function port(binding: "soap11" | "soap12", seen: SeenCall[]): IServicePort {
  const methods: IServicePort = {};
  for (const op of Object.keys(operations) as OperationName[]) {
    methods[op] = async (
      args: Record<string, unknown> | null,
      _cb: unknown,
      headers: { AuthHeader?: AuthHeader } | undefined,
    ) => {
      seen.push({ operation: op, binding });
      const ctx = {
        binding,
        operation: op,
        headers: {},
        signal: new AbortController().signal,
        ...(headers?.AuthHeader ? { authHeader: headers.AuthHeader } : {}),
      };
      const method = referenceImplementation[op] as (
        p: unknown,
        c: typeof ctx,
      ) => Promise<rtnObject | rtnObject["_data"]>;
      const answer = await method(paramsFrom(op, args), ctx);
      return nodeSoapResult(
        op,
        Array.isArray(answer)
          ? { _status: { bln_Success: true, detail: [] }, _data: answer }
          : answer!,
      );
    };
  }
  return methods;
}

/** A node-soap server for one SOAP version, on an http.Server that never listens itself. */
function instance(
  binding: "soap11" | "soap12",
  wsdl: string,
  seen: SeenCall[],
): Promise<http.Server> {
  const inner = http.createServer();
  const methods = port(binding, seen);
  return new Promise((resolve, reject) => {
    soap.listen(inner, {
      path: ENDPOINT,
      services: { SchoolService: { SchoolServiceSoap: methods, SchoolServiceSoap12: methods } },
      xml: wsdl,
      forceSoap12Headers: binding === "soap12",
      callback: (err: unknown) => (err ? reject(err) : resolve(inner)),
    });
  });
}

export async function startNodeSoapServer(): Promise<{
  url: string;
  close(): Promise<void>;
  seen: SeenCall[];
}> {
  const wsdl = readFileSync(SCHOOL_WSDL, "utf8");
  const seen: SeenCall[] = [];
  const [soap11, soap12] = await Promise.all([
    instance("soap11", wsdl, seen),
    instance("soap12", wsdl, seen),
  ]);
  const server = http.createServer((req, res) => {
    const soap12Request = (req.headers["content-type"] ?? "").startsWith("application/soap+xml");
    (soap12Request ? soap12 : soap11).emit("request", req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${ENDPOINT}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    seen,
  };
}
