/**
 * The transcripts of test/fixtures/asmx-broad: for a representative set of the broad cases, the
 * request the generated client sent the ASMX peer and the peer's answer, on SOAP 1.1 and 1.2, one
 * JSON file a case (JSON keeps a raw CR of Mono's answer as it came). broad-record.ts writes them;
 * broad-transcripts.test.ts replays them without the peer.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BROAD_FIXTURES } from "./broad-wsdl.ts";

export const BINDINGS = ["soap11", "soap12"] as const;
export type Binding = (typeof BINDINGS)[number];

export interface Exchange {
  request: { contentType: string; soapAction: string | null; body: string };
  response: { status: number; contentType: string | null; body: string };
}
export interface Transcript {
  /** A case of broad-cases.ts, or INTERLEAVED's name. */
  case: string;
  soap11: Exchange;
  soap12: Exchange;
}

/** The cases recorded, by name. */
export const RECORDED = [
  ...[
    "EchoLong #1",
    "EchoULong #1",
    "EchoDouble #3",
    "EchoDouble #17",
    "EchoFloat #0",
    "EchoDecimal #0",
    "EchoDecimal #4",
    "EchoChar #2",
  ],
  ...[
    "EchoString #3 astral",
    "EchoString #5 TAB LF CR",
    "EchoGuid #0",
    "EchoBytes #2",
    "EchoTimeSpan #0",
    "EchoDateTime #3",
    "EchoDateTime (100 ns) #0",
  ],
  ...[
    "EchoObject #10",
    "EchoObject #13",
    "EchoPrimitives #2 maxima",
    "AddLong #0",
    "EchoShapes #2",
    "MakeShape #1",
    "EchoLabel #1 hostile",
  ],
  ...[
    "EchoContact #1",
    "EchoAddress #1",
    "EchoMaybe #0",
    "Increment #0",
    "EchoPermissions #0",
    "EchoJagged #3",
    "Split #0",
    "Swap #0",
  ],
  ...["Append #1", "Remember #0", "Notify #0", "Touch #0 with Session", "Stamp #0"],
];

/** A request the client cannot write: a repeated choice's items interleaved, as .NET writes an object[] Items. */
export const INTERLEAVED = {
  name: "EchoMixed (order) #0",
  content: "<m><Number>1</Number><Text>a</Text><Number>2</Number><Text>b</Text></m>",
};

const ENVELOPE = {
  soap11: "http://schemas.xmlsoap.org/soap/envelope/",
  soap12: "http://www.w3.org/2003/05/soap-envelope",
};
/** INTERLEAVED's request on `binding`, as the client would write it. */
export function interleavedRequest(binding: Binding): Exchange["request"] {
  const action = "http://broad.example.org/EchoMixed";
  return {
    contentType:
      binding === "soap11"
        ? "text/xml; charset=utf-8"
        : `application/soap+xml; charset=utf-8; action="${action}"`,
    soapAction: binding === "soap11" ? `"${action}"` : null,
    body: `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${ENVELOPE[binding]}"><soap:Body><EchoMixed xmlns="http://broad.example.org/">${INTERLEAVED.content}</EchoMixed></soap:Body></soap:Envelope>`,
  };
}

/** The file of a transcript: its case's name, slugged. */
export const transcriptFile = (name: string) =>
  `${name.replace(/[^A-Za-z0-9]+/g, "-").replace(/-$/, "")}.json`;

export function readTranscripts(): Transcript[] {
  return readdirSync(BROAD_FIXTURES)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(BROAD_FIXTURES, f), "utf8")) as Transcript);
}

/** Sends an exchange's request to `url` as it was sent, with fetch. */
export async function send(
  url: string,
  request: Exchange["request"],
): Promise<Exchange["response"]> {
  const headers: Record<string, string> = { "content-type": request.contentType };
  if (request.soapAction !== null) headers.soapaction = request.soapAction;
  const res = await fetch(url, { method: "POST", headers, body: request.body });
  return {
    status: res.status,
    contentType: res.headers.get("content-type"),
    body: await res.text(),
  };
}

/** A fetch that records each exchange it makes in `into`. */
export function recordingFetch(into: Exchange[]): typeof fetch {
  return async (url, init) => {
    const headers = new Headers(init?.headers);
    const request = {
      contentType: headers.get("content-type") ?? "",
      soapAction: headers.get("soapaction"),
      body: String(init?.body),
    };
    const response = await send(String(url), request);
    into.push({ request, response });
    return new Response(response.body, {
      status: response.status,
      headers: response.contentType === null ? {} : { "content-type": response.contentType },
    });
  };
}

/** A fetch that answers with `response`, whatever it is sent. */
export function answering(response: Exchange["response"]): typeof fetch {
  return async () =>
    new Response(response.body, {
      status: response.status,
      headers: response.contentType === null ? {} : { "content-type": response.contentType },
    });
}
