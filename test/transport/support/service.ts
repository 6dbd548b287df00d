/**
 * The generated server (its demo implementation) behind node:http or node:https, with a gate in
 * front that the test sets (to ask for HTTP authentication, answer 503, cut a connection...) and
 * a record of every request that reached the server: its headers, body and TLS peer.
 */
import {
  createServer as createHttp,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import { createServer as createHttps, type ServerOptions } from "node:https";
import type { AddressInfo } from "node:net";
import type { TLSSocket } from "node:tls";
import {
  createSchoolServiceHandler,
  demoAuthenticate,
  demoImplementation,
  type SchoolServiceImplementation,
} from "school-service-server";

export interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage["headers"];
  body: string;
  /** The client certificate's subject CN, on TLS with a certificate. */
  peer?: string;
}

/** Answers the request itself (true), or lets it through to the service (false). */
export type Gate = (req: IncomingMessage, body: string, res: ServerResponse) => boolean;

export interface Service {
  url: string;
  seen: Seen[];
  gate: Gate | undefined;
  server: Server;
  close(): Promise<void>;
}

export async function startService(
  tls?: ServerOptions,
  implementation: SchoolServiceImplementation = demoImplementation,
): Promise<Service> {
  const handler = createSchoolServiceHandler(implementation, {
    authenticate: demoAuthenticate,
    httpGet: { enabled: true, authenticate: null },
  });
  const service = { seen: [] as Seen[], gate: undefined as Gate | undefined } as Service;
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const socket = req.socket as TLSSocket;
      const cert =
        typeof socket.getPeerCertificate === "function" ? socket.getPeerCertificate() : undefined;
      service.seen.push({
        method: req.method!,
        url: req.url!,
        headers: req.headers,
        body,
        ...(cert?.subject ? { peer: cert.subject.CN as string } : {}),
      });
      if (service.gate?.(req, body, res)) return;
      // Read here already: the handler takes it as it takes a body parser's.
      (req as { body?: Buffer }).body = Buffer.from(body, "utf8");
      handler(req, res);
    });
  };
  const server = tls ? createHttps(tls, listener) : createHttp(listener);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  service.server = server;
  service.url = `${tls ? "https" : "http"}://${tls ? "localhost" : "127.0.0.1"}:${port}`;
  service.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return service;
}

/** What the demo implementation says it was called with (`eventGet: EventID=7`), its first item. */
export function said(result: unknown): string {
  return (result as { _data: { value: string }[] })._data[0]!.value;
}
