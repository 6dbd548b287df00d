/**
 * node-soap's encode and decode of eventGetList, without the network: the document it writes for
 * the request body (`objectToDocumentXML`, what its client wraps in the envelope) and its parse of
 * a response (`xmlToObject`).
 */
import soap from "soap";
import { EVENT_PARAMS } from "../fixtures/school-wire.ts";

export interface NodeSoapCodec {
  encodeRequest(): string;
  decodeResponse(body: string): unknown;
}

export async function createNodeSoapCodec(): Promise<NodeSoapCodec> {
  const client = await soap.createClientAsync("wsdl/schoolservice.wsdl");
  const wsdl = client.wsdl;
  const method = (client.wsdl.definitions.services as any).SchoolService.ports.SchoolServiceSoap
    .binding.methods.eventGetList;
  const input = method.input;
  return {
    encodeRequest: () =>
      wsdl.objectToDocumentXML(
        input.$name,
        EVENT_PARAMS,
        input.targetNSAlias,
        input.targetNamespace,
        input.$type || input.$lookupType,
      ),
    decodeResponse: (body) => wsdl.xmlToObject(body),
  };
}

/** The number of `_data` items node-soap read from a decoded response. */
export function nodeSoapItemCount(decoded: unknown): number {
  const result = (decoded as any).Body.eventGetListResponse.eventGetListResult;
  const items = result._data?.anyType;
  return Array.isArray(items) ? items.length : items ? 1 : 0;
}
