// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * SOAP 1.1 and 1.2 at the endpoint path: content type, body, envelope, call, answer. The version
 * is the envelope's (ASMX answers a 1.2 envelope sent as text/xml in 1.2); errors before the
 * envelope is known take the request's content-type family. A multipart/related request (MTOM/XOP,
 * SOAP with Attachments) is read as its root part, its base64Binary elements taking the parts
 * they name; with the `mtom` option, results are answered as MTOM.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ServerRuntime } from "./server-runtime.js";
export declare function handleSoap<I, H>(rt: ServerRuntime<I, H>, req: IncomingMessage, res: ServerResponse): Promise<void>;
