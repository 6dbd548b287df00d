/**
 * A local HTTP proxy for the tests, as corporate proxies work: CONNECT opens a tunnel (for
 * https: targets), and a request with an absolute URI is forwarded (for http: targets). It
 * records what it carried and the TestProxy-Authorization it was given, and may demand one.
 */
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";

export interface TestProxy {
  url: string;
  /** `CONNECT host:port` or `GET http://...`, in order. */
  carried: string[];
  /** The TestProxy-Authorization headers it received. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

export async function startProxy(requiredAuth?: string): Promise<TestProxy> {
  const carried: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const sockets = new Set<Socket>();
  const refused = (req: IncomingMessage) => {
    authorizations.push(req.headers["proxy-authorization"]);
    return requiredAuth !== undefined && req.headers["proxy-authorization"] !== requiredAuth;
  };
  const server: Server = createServer((req, res) => {
    carried.push(`${req.method} ${req.url}`);
    if (refused(req)) return res.writeHead(407, { "TestProxy-Authenticate": "Basic" }).end();
    const target = new URL(req.url!);
    const headers = { ...req.headers };
    delete headers["proxy-authorization"];
    delete headers["proxy-connection"];
    const out = request(target, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    out.on("error", () => res.writeHead(502).end());
    req.pipe(out);
  });
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
    carried.push(`CONNECT ${req.url}`);
    if (refused(req)) return client.end("HTTP/1.1 407 TestProxy Authentication Required\r\n\r\n");
    const [host, port] = req.url!.split(":");
    const upstream = connect(Number(port), host!, () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    carried,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
