/**
 * Writes a call's request exactly as ASMX clients do on each binding, after checking every
 * parameter, so that a value the wire cannot carry is refused before anything is sent.
 */
import {
  type OperationCodec,
  type XopPart,
  type XopWriter,
  escapeXml,
  formDateTimeText,
  requestEnvelope,
  writeParts,
  type Codec,
  type SoapVersion,
} from "./contract-runtime.js";
import type { Binding } from "./errors.js";

/** A request as the client sends it. */
export interface WireRequest {
  url: string;
  method: "GET" | "POST";
  headers: Record<string, string>;
  /** The text sent: with `attachments`, the envelope of an MTOM package. */
  body?: string;
  /** MTOM: the request goes as an XOP package of `body` and these parts (node-http-transport.ts). */
  attachments?: readonly XopPart[] | undefined;
}

/** A parameter the request cannot carry: `path` is its name (or "" for the whole object). */
export interface ParamIssue {
  path: string;
  message: string;
}

/** A SOAP header block sent with a call: its element, and the value given for it. */
export interface SoapHeader<H> {
  /** The option that gave the value (`auth`, or a `soapHeaders` key), for messages. */
  option: string;
  element: string;
  namespace: string;
  codec: Codec<H>;
  value: H;
}

const SOAP_CONTENT_TYPE: Record<SoapVersion, string> = {
  "1.1": "text/xml; charset=utf-8",
  "1.2": "application/soap+xml; charset=utf-8",
};
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/**
 * Checks each parameter as the binding will write it: required ones present, values of their
 * type and range, text XML 1.0 can carry. Returns every problem, each naming its parameter.
 */
export function checkParams<P>(
  op: OperationCodec<P, unknown>,
  params: unknown,
  binding: Binding,
  binary?: XopWriter,
): ParamIssue[] {
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return [
      {
        path: "",
        message: `the parameters must be an object; got ${params === null ? "null" : typeof params}`,
      },
    ];
  }
  const values = params as Record<string, unknown>;
  const form = binding === "httpGet" || binding === "httpPost";
  const issues: ParamIssue[] = [];
  for (const p of op.params) {
    const value = values[p.ts];
    if (value === undefined || (value === null && !p.nillable)) {
      if (p.min > 0)
        issues.push({
          path: p.ts,
          message: `${p.ts} is required${value === null ? "; got null" : ""}`,
        });
      continue;
    }
    // An encoded message is checked whole, below: a value may refer to another part's.
    if (value === null || (op.input.encoded && !form)) continue;
    try {
      if (form && p.dateTime) checkFormDateTime(value, p.ts);
      else {
        const codec = typeof p.codec === "function" ? p.codec() : p.codec;
        const items = p.max === 1 ? [value] : (value as unknown[]);
        for (const item of items) writeParts(codec, item, p.ts, undefined, binary);
      }
    } catch (err) {
      issues.push({ path: p.ts, message: (err as Error).message });
    }
  }
  if (issues.length === 0 && op.input.encoded && !form) {
    try {
      op.writeSoap(params as P);
    } catch (err) {
      issues.push({ path: "", message: (err as Error).message });
    }
  }
  return issues;
}

function checkFormDateTime(value: unknown, where: string): void {
  try {
    formDateTimeText(value as Date | string);
  } catch (err) {
    throw new RangeError(
      `${where} must be a Date or an xsd:dateTime string: ${(err as Error).message}`,
    );
  }
}

/** The request of one call; `params` must have passed {@link checkParams}. */
export function writeRequest<P, H>(
  binding: Binding,
  endpoint: string,
  op: OperationCodec<P, unknown>,
  params: P,
  soapHeaders: readonly SoapHeader<H>[],
  extraHeaders: Record<string, string> | undefined,
  /** MTOM: where the body's base64Binary values go. */
  binary?: XopWriter,
): WireRequest {
  const headers = { ...extraHeaders };
  switch (binding) {
    case "soap11":
    case "soap12": {
      const version: SoapVersion = binding === "soap11" ? "1.1" : "1.2";
      const body = requestEnvelope(
        version,
        soapHeaders.map(headerXml).join(""),
        op.writeSoap(params, binary),
      );
      if (version === "1.1") {
        setHeader(headers, "Content-Type", SOAP_CONTENT_TYPE["1.1"]);
        setHeader(headers, "SOAPAction", `"${op.soapAction}"`);
      } else {
        setHeader(
          headers,
          "Content-Type",
          `${SOAP_CONTENT_TYPE["1.2"]}; action="${op.soapAction}"`,
        );
      }
      return { url: endpoint, method: "POST", headers, body, attachments: binary?.parts };
    }
    case "httpGet":
      // An operation without parameters gets an empty query: `/op?`.
      return {
        url: `${endpoint}/${op.name}?${formEncode(op.formFields(params))}`,
        method: "GET",
        headers,
      };
    case "httpPost":
      setHeader(headers, "Content-Type", FORM_CONTENT_TYPE);
      return {
        url: `${endpoint}/${op.name}`,
        method: "POST",
        headers,
        body: formEncode(op.formFields(params)),
      };
  }
}

/** Checks the SOAP header values as {@link checkParams} checks parameters; each `path` is its option. */
export function checkHeaders<H>(headers: readonly SoapHeader<H>[]): ParamIssue[] {
  const issues: ParamIssue[] = [];
  for (const header of headers) {
    try {
      headerXml(header);
    } catch (err) {
      issues.push({ path: header.option, message: (err as Error).message });
    }
  }
  return issues;
}

function headerXml<H>(header: SoapHeader<H>): string {
  const [attributes, content] = writeParts(
    header.codec,
    header.value,
    header.element,
    header.namespace,
  );
  const open = `<${header.element} xmlns="${escapeXml(header.namespace)}"${attributes}`;
  return content === "" ? `${open} />` : `${open}>${content}</${header.element}>`;
}

/** Sets a header, replacing one the caller gave under another spelling of the same name. */
function setHeader(headers: Record<string, string>, name: string, value: string): void {
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  headers[name] = value;
}

/**
 * `name=value&...` with every character but RFC 3986's unreserved ones percent-encoded (UTF-8), as
 * the transcripts' clients send: a space is `%20`, `'` is `%27`, and `+` is `%2B` (ASMX reads a raw
 * `+` as a space).
 */
function formEncode(fields: [string, string][]): string {
  return fields.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join("&");
}

function encodeComponent(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
