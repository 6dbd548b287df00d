/**
 * WS-Addressing with an implementation nobody here wrote: Python's zeep (Debian's python3-zeep)
 * with its WsAddressingPlugin calls the generated server on SOAP 1.1 and 1.2; the server reads
 * the headers zeep sends and its answer relates to zeep's MessageID with the reply action, which
 * zeep reads as any answer.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_CREDENTIALS } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPythonJson } from "../support/run-python.ts";
import { startService, type Service } from "./support/service.ts";

const SCRIPT = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "support/zeep-addressing.py",
);
const WSA = "http://www.w3.org/2005/08/addressing";
const ACTION = "http://schoolservice.example.org/api/eventGet";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

describe.each(["SchoolServiceSoap", "SchoolServiceSoap12"])("zeep on %s", (port) => {
  it("sends Action, MessageID and To, and gets the answer related to its MessageID", async () => {
    const result = await runPythonJson<{ sent: string; received: string; items: string[] }>(
      SCRIPT,
      [`${service.url}/api/schoolservice.asmx`],
      { port, auth: DEMO_CREDENTIALS, EventID: 14 },
    );
    expect(result.items[0]).toBe("eventGet: EventID=14");
    // zeep's envelopes as lxml serializes them: the prefixes and attribute order are theirs.
    const messageId = /:MessageID>([^<]+)</.exec(result.sent)?.[1];
    expect(messageId).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(result.sent).toContain(`:Action>${ACTION}</`);
    expect(result.received).toMatch(
      new RegExp(
        `<a:Action (?=[^>]*xmlns:a="${WSA}")(?=[^>]*soap:mustUnderstand="1")[^>]*>${ACTION}Response</a:Action>` +
          `<a:RelatesTo xmlns:a="${WSA}">${messageId}</a:RelatesTo>`,
      ),
    );
  });
});
