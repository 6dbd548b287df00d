/**
 * The generated RecordService packages, imported by path from the folder the bench generated them
 * into (generate-record-packages.ts). They exist only at bench time, so the bench's typecheck
 * cannot see them: they are typed here by the little the bench uses. Their compiled `dist`, as
 * a project imports them.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { TypedRecord } from "../fixtures/records-wire.ts";

export interface RecordContract {
  /** The recordGetListResponse element for `records`, by the contract's codecs. */
  writeResponseBody(records: TypedRecord[]): string;
  /** The whole SOAP 1.1 response for `records`, as our server writes it. */
  soapResponse(records: TypedRecord[]): string;
}

export interface RecordServer {
  listen(
    implementation: { recordGetList(): Promise<TypedRecord[]> },
    options: { port: number; host: string; authenticate: null },
  ): Promise<{ url: string }>;
}

/**
 * Our server's write of the recordGetListResponse element for `records`, as its SOAP answer
 * writes it (result-writer.ts: in pieces of UTF-8 bytes, as it is handed to the socket).
 */
export type RecordAnswerWriter = (records: TypedRecord[]) => {
  pieces: readonly Uint8Array[];
  length: number;
  text(): string;
};

/** Our client's read of a recordGetList SOAP 1.1 response: the records. */
export type RecordResponseReader = (body: string) => TypedRecord[] | undefined;

const load = (packages: string, file: string) =>
  import(pathToFileURL(path.resolve(packages, file)).href);

export async function loadContract(packages: string): Promise<RecordContract> {
  const { recordGetList } = await load(packages, "record-service-contract/dist/operations.js");
  const soap = await load(packages, "record-service-contract/dist/runtime/soap.js");
  const writeResponseBody = (records: TypedRecord[]): string =>
    recordGetList.output.write({ recordGetListResult: records }, "recordGetList");
  return {
    writeResponseBody,
    soapResponse: (records) => soap.responseEnvelope("1.1", writeResponseBody(records)),
  };
}

export async function loadServer(packages: string): Promise<RecordServer> {
  return load(packages, "record-service-server/dist/index.js");
}

export async function loadAnswerWriter(packages: string): Promise<RecordAnswerWriter> {
  const { recordGetList } = await load(packages, "record-service-contract/dist/operations.js");
  const { BodyPieces, PieceWriter } = await load(
    packages,
    "record-service-server/dist/runtime/body-pieces.js",
  );
  return (records) => {
    const body = new BodyPieces();
    const w = new PieceWriter(body);
    recordGetList.output.writeTo(w, { recordGetListResult: records }, "recordGetList");
    w.flush();
    return body;
  };
}

/** As the generated client's Caller reads a response (readSoapResponse), without the network. */
export async function loadResponseReader(packages: string): Promise<RecordResponseReader> {
  const { recordGetList } = await load(packages, "record-service-contract/dist/operations.js");
  const { readSoapResponse } = await load(
    packages,
    "record-service-client/dist/runtime/response-reader.js",
  );
  const site = { operation: "recordGetList", binding: "soap11" };
  return (body) =>
    readSoapResponse(site, recordGetList, undefined, {
      status: 200,
      statusText: "OK",
      contentType: "text/xml; charset=utf-8",
      body,
    });
}
