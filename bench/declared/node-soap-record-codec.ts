/**
 * node-soap's encode and decode of the recordGetList response, without the network: the document
 * it writes for the response body (`objectToDocumentXML`, what its server wraps in the envelope),
 * given the records as wire text, and its parse of a response (`xmlToObject`).
 */
import soap from "soap";
import { RECORD_COUNT, RECORDS_WSDL, wireRecord } from "../fixtures/records-wire.ts";

export interface NodeSoapRecordCodec {
  encodeResponse(): string;
  decodeResponse(body: string): unknown;
}

export async function createNodeSoapRecordCodec(): Promise<NodeSoapRecordCodec> {
  const client = await soap.createClientAsync(RECORDS_WSDL);
  const wsdl = client.wsdl;
  const output = (wsdl.definitions.services as any).RecordService.ports.RecordServiceSoap.binding
    .methods.recordGetList.output;
  const result = {
    recordGetListResult: { Record: Array.from({ length: RECORD_COUNT }, (_, i) => wireRecord(i)) },
  };
  return {
    encodeResponse: () =>
      wsdl.objectToDocumentXML(
        output.$name,
        result,
        output.targetNSAlias,
        output.targetNamespace,
        output.$type || output.$lookupType,
      ),
    decodeResponse: (body) => wsdl.xmlToObject(body),
  };
}

/** The number of records node-soap read from a decoded response. */
export function nodeSoapRecordCount(decoded: unknown): number {
  const records = (decoded as any).Body.recordGetListResponse.recordGetListResult?.Record;
  return Array.isArray(records) ? records.length : records ? 1 : 0;
}
