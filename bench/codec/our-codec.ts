/**
 * Our client's encode and decode of eventGetList, without the network: the request the client
 * sends (parameters and AuthHeader checked, envelope written) and the response read into the
 * result, as the generated client's Caller does around its fetch call.
 */
import * as codecs from "school-service-contract/codecs";
import { operations } from "school-service-contract/operations";
import type * as T from "school-service-contract/types";
import { finishEnvelope } from "../../generated/school-service-client/src/runtime/envelope.ts";
import {
  checkHeaders,
  checkParams,
  writeRequest,
} from "../../generated/school-service-client/src/runtime/request-writer.ts";
import { readSoapResponse } from "../../generated/school-service-client/src/runtime/response-reader.ts";
import { AUTH, ENDPOINT_PATH, EVENT_PARAMS } from "../fixtures/school-wire.ts";

// The same descriptors as generated/school-service-client/src/client.ts.
const HEADERS = [
  {
    option: "auth",
    element: "AuthHeader",
    namespace: codecs.NAMESPACE,
    codec: codecs.AuthHeaderCodec,
    value: AUTH,
  },
];
const FINISH_ENVELOPE = finishEnvelope({
  status: "_status",
  success: "bln_Success",
  detail: "detail",
  data: "_data",
});
const SITE = { operation: "eventGetList", binding: "soap11" as const };
const ENDPOINT = `http://127.0.0.1${ENDPOINT_PATH}`;

/** The request body the client sends for eventGetList on SOAP 1.1. */
export function encodeRequest(): string {
  const issues = [
    ...checkParams(operations.eventGetList, EVENT_PARAMS, "soap11"),
    ...checkHeaders(HEADERS),
  ];
  if (issues.length > 0) throw new Error(`invalid request: ${JSON.stringify(issues)}`);
  return writeRequest("soap11", ENDPOINT, operations.eventGetList, EVENT_PARAMS, HEADERS, undefined)
    .body!;
}

/** The eventGetList result read from a SOAP 1.1 response body. */
export function decodeResponse(body: string): T.rtnObject {
  return readSoapResponse(SITE, operations.eventGetList, FINISH_ENVELOPE, {
    status: 200,
    statusText: "OK",
    contentType: "text/xml; charset=utf-8",
    body,
  });
}
