// The page's (and a worker's) side of dom-xml-reader.test.ts: the reader the bundle resolves
// "school-service-contract/runtime/xml-reader" to, behind two functions the test calls.
import { XmlEvent, XmlReader, type XmlLimits } from "school-service-contract/runtime/xml-reader";
import { probeReader, readerEvents } from "../../support/reader-events.ts";

/** What reading a document to its end threw, or null when it did not. */
function readError(xml: string, limits?: XmlLimits): Record<string, unknown> | null {
  try {
    const r = new XmlReader(xml, limits);
    while (r.next() !== XmlEvent.Eof);
    return null;
  } catch (err) {
    const e = err as Error & Record<string, unknown>;
    return { name: e.name, message: e.message, line: e.line, column: e.column, limit: e.limit };
  }
}

const scope = globalThis as Record<string, unknown>;
scope.readerEvents = (documents: string[]) =>
  documents.map((xml) => readerEvents(XmlReader, XmlEvent, xml));
scope.readError = readError;
scope.probeReader = () => probeReader(XmlReader, XmlEvent);
// In a worker: answers each document with what reading it threw.
if (typeof scope.WorkerGlobalScope === "function")
  scope.onmessage = (m: { data: string }) => postMessage(readError(m.data));
