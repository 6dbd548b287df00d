/**
 * MTOM/XOP and SOAP with Attachments between a generated client and a generated server: base64Binary
 * values sent as binary parts both ways on SOAP 1.1 and 1.2, XOP 1.0's example package read as the
 * spec means it, SwA references read, and broken packages refused with errors naming what is wrong.
 */
import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";
import {
  EXAMPLE_PHOTO,
  EXAMPLE_SIG,
  FILES_CONTRACT,
  XOP_EXAMPLE_CONTRACT,
  xopExample,
} from "./mtom-contract.ts";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const bytesOf = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, i) => (i * 31 + seed) % 256);

type Mtom = new (options?: { threshold?: number }) => object;

/** The generated client package's Mtom class. */
async function mtomClass(service: GeneratedService): Promise<Mtom> {
  const lock = await service.read(".soapgen-lock.json");
  const client = lock.match(/"([\w-]+-client)\/src\/index\.ts"/)![1]!;
  const module = (await import(
    pathToFileURL(path.join(service.dir, "generated", client, "src/index.ts")).href
  )) as { Mtom: Mtom };
  return module.Mtom;
}

/** Posts `body` to the server's endpoint as it is. */
async function post(url: string, contentType: string, body: Buffer, headers = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": contentType, ...headers },
    body: new Uint8Array(body),
  });
  return {
    status: res.status,
    contentType: res.headers.get("content-type") ?? "",
    body: await res.text(),
  };
}

const ENVELOPE_11 = (body: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;

/** A multipart/related body of `parts` (`[headers, content]`) between `boundary` lines. */
function multipart(boundary: string, parts: [string, string | Uint8Array][], close = true): Buffer {
  const pieces: Buffer[] = [];
  for (const [headers, content] of parts)
    pieces.push(
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from("\r\n"),
    );
  if (close) pieces.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(pieces);
}

describe("MTOM between a generated client and server", () => {
  let service: GeneratedService;
  let running: RunningService;
  let Mtom: Mtom;
  const requestTypes: string[] = [];

  beforeAll(async () => {
    service = await generateService(FILES_CONTRACT);
    Mtom = await mtomClass(service);
    running = await service.serve(
      {
        upload: (p: { data: Uint8Array }, ctx: { headers: Record<string, string> }) => {
          requestTypes.push(ctx.headers["content-type"]!);
          return { size: p.data.length, sha256: sha256(p.data) };
        },
        download: (p: { size: number }) => [
          { name: "small", data: bytesOf(8, 1) },
          { name: "large", data: bytesOf(p.size, 2), thumbnail: bytesOf(p.size, 6) },
        ],
      },
      { mtom: { threshold: 16 } },
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it.each(["soap11", "soap12"] as const)(
    "%s: the client sends its file as a binary part, the server answers files as parts, both read back byte for byte",
    async (binding) => {
      const client = running.client(binding, { mtom: new Mtom({ threshold: 16 }) });
      const data = bytesOf(300_000, 3);
      requestTypes.length = 0;
      expect(await client.upload!({ name: "a", data })).toEqual({
        size: data.length,
        sha256: sha256(data),
      });
      const sent = requestTypes[0]!;
      expect(sent).toMatch(
        /^multipart\/related; type="application\/xop\+xml"; boundary="[^"]+"; start="<[^>]+>"; /,
      );
      expect(sent).toContain(
        binding === "soap11"
          ? 'start-info="text/xml"'
          : 'start-info="application/soap+xml; action=\\"urn:c/upload\\""',
      );
      const files = (await client.download!({ size: 70_000 })) as {
        name: string;
        data: Uint8Array;
      }[];
      expect(files).toEqual([
        { name: "small", data: bytesOf(8, 1) },
        { name: "large", data: bytesOf(70_000, 2), thumbnail: bytesOf(70_000, 6) },
      ]);
    },
  );

  it("answers a plain request as an XOP package: values under the threshold inline, the others as parts", async () => {
    const res = await fetch(`${running.url}`, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '"urn:c/download"' },
      body: ENVELOPE_11('<download xmlns="urn:c"><size>20</size></download>'),
    });
    const type = res.headers.get("content-type")!;
    expect(type).toMatch(
      /^multipart\/related; type="application\/xop\+xml"; boundary="([^"]+)"; start="<([^>]+)>"; start-info="text\/xml"$/,
    );
    const [, boundary, start] = /boundary="([^"]+)"; start="<([^>]+)>"/.exec(type)!;
    const body = Buffer.from(await res.arrayBuffer());
    const parts = body.toString("latin1").split(`--${boundary}`);
    expect(parts).toHaveLength(5);
    expect(parts[4]).toBe("--\r\n");
    const [rootHead, root] = parts[1]!.split("\r\n\r\n");
    expect(rootHead).toBe(
      `\r\nContent-Type: application/xop+xml; charset=utf-8; type="text/xml"\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${start}>`,
    );
    const cid =
      /<data><xop:Include xmlns:xop="http:\/\/www.w3.org\/2004\/08\/xop\/include" href="cid:([^"]+)" \/><\/data>/.exec(
        root!,
      )![1];
    expect(root).toContain(`<data>${Buffer.from(bytesOf(8, 1)).toString("base64")}</data>`);
    const [partHead, partBody] = parts[2]!.split("\r\n\r\n");
    expect(partHead).toBe(
      `\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <${cid}>`,
    );
    expect(Buffer.from(partBody!.slice(0, -2), "latin1")).toEqual(Buffer.from(bytesOf(20, 2)));
    // The thumbnail, of a type restricting base64Binary, is a part too.
    const thumbnail = /<thumbnail><xop:Include [^>]* href="cid:([^"]+)" \/><\/thumbnail>/.exec(
      root!,
    )![1];
    const [thumbHead, thumbBody] = parts[3]!.split("\r\n\r\n");
    expect(thumbHead).toContain(`Content-ID: <${thumbnail}>`);
    expect(Buffer.from(thumbBody!.slice(0, -2), "latin1")).toEqual(Buffer.from(bytesOf(20, 6)));
  });

  it("reads a package as JAX-WS RI writes one: a uuid: boundary, Content-Id, line breaks around the xop:Include", async () => {
    const uuid = "b0ef6adc-44fa-47ba-a7a7-95915eb54d9e";
    const data = bytesOf(3000, 5);
    const body = multipart(`uuid:${uuid}`, [
      [
        `Content-Id: <rootpart*${uuid}@example.jaxws.sun.com>\r\nContent-Type: application/xop+xml;charset=utf-8;type="text/xml"\r\nContent-Transfer-Encoding: binary`,
        `<?xml version='1.0' encoding='UTF-8'?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body><ns2:upload xmlns:ns2="urn:c"><ns2:name>jaxws</ns2:name><ns2:data>\n<xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:2f3a859b-6cdb-4eba-8163-0365521f094c@example.jaxws.sun.com" />\n</ns2:data></ns2:upload></S:Body></S:Envelope>`,
      ],
      [
        "Content-Id: <2f3a859b-6cdb-4eba-8163-0365521f094c@example.jaxws.sun.com>\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary",
        data,
      ],
    ]);
    const res = await post(
      running.url,
      `multipart/related;start="<rootpart*${uuid}@example.jaxws.sun.com>";type="application/xop+xml";boundary="uuid:${uuid}";start-info="text/xml"`,
      body,
      { SOAPAction: '"urn:c/upload"' },
    );
    expect(res.status).toBe(200);
    expect(running.received.at(-1)!.params).toEqual({ name: "jaxws", data });
  });

  it("reads SOAP with Attachments: a text/xml root whose element names a part by href", async () => {
    const data = bytesOf(40, 9);
    const body = multipart("swa", [
      [
        "Content-Type: text/xml; charset=utf-8\r\nContent-ID: <envelope>",
        ENVELOPE_11('<upload xmlns="urn:c"><name>swa</name><data href="cid:file-1" /></upload>'),
      ],
      ["Content-Type: application/octet-stream\r\nContent-ID: <file-1>", data],
    ]);
    const res = await post(
      running.url,
      'multipart/related; type="text/xml"; boundary=swa; start="<envelope>"',
      body,
      {
        SOAPAction: '"urn:c/upload"',
      },
    );
    expect(res.status).toBe(200);
    expect(running.received.at(-1)!.params).toEqual({ name: "swa", data });
  });

  it.each([
    [
      "a package without its closing boundary",
      'multipart/related; type="application/xop+xml"; boundary=b; start-info="text/xml"',
      false,
      400,
      "multipart/related: the message ends before its closing boundary: part 2 is cut short",
    ],
    [
      "a package without a boundary parameter",
      'multipart/related; type="application/xop+xml"; start-info="text/xml"',
      true,
      400,
      "multipart/related: the content type has no boundary parameter",
    ],
  ])("refuses %s with 400 and says why", async (_, contentType, close, status, message) => {
    const body = multipart(
      "b",
      [
        [
          'Content-Type: application/xop+xml; type="text/xml"',
          ENVELOPE_11('<upload xmlns="urn:c"><name>x</name><data>AA==</data></upload>'),
        ],
        ["Content-ID: <p>", bytesOf(10, 0)],
      ],
      close,
    );
    const res = await post(running.url, contentType, body);
    expect([res.status, res.body]).toEqual([status, message]);
  });

  it("answers a client fault naming the cid no part has", async () => {
    const body = multipart("b", [
      [
        'Content-Type: application/xop+xml; type="text/xml"',
        ENVELOPE_11(
          '<upload xmlns="urn:c"><name>x</name><data><xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:nowhere"/></data></upload>',
        ),
      ],
    ]);
    const res = await post(
      running.url,
      'multipart/related; type="application/xop+xml"; boundary=b; start-info="text/xml"',
      body,
      {
        SOAPAction: '"urn:c/upload"',
      },
    );
    expect(res.status).toBe(500);
    expect(res.body).toContain("<faultcode>soap:Client</faultcode>");
    expect(res.body).toContain(
      'element &lt;Include&gt;: "cid:nowhere" is not a cid: URL naming a part of the message',
    );
  });
});

describe("MTOM limits of the server", () => {
  let service: GeneratedService;
  let running: RunningService;

  beforeAll(async () => {
    service = await generateService(FILES_CONTRACT);
    running = await service.serve(
      { upload: (p: { data: Uint8Array }) => ({ size: p.data.length, sha256: "" }) },
      { limits: { maxParts: 2, maxBodyBytes: 64 * 1024 } },
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  const root: [string, string] = [
    'Content-Type: application/xop+xml; type="text/xml"',
    ENVELOPE_11(
      '<upload xmlns="urn:c"><name>x</name><data><xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:p1"/></data></upload>',
    ),
  ];
  const TYPE = 'multipart/related; type="application/xop+xml"; boundary=b; start-info="text/xml"';

  it("refuses a package of more parts than limits.maxParts", async () => {
    const body = multipart("b", [
      root,
      ["Content-ID: <p1>", bytesOf(4, 0)],
      ["Content-ID: <p2>", bytesOf(4, 0)],
    ]);
    expect(await post(running.url, TYPE, body)).toMatchObject({
      status: 400,
      body: "multipart/related: the message has more than 2 parts",
    });
  });

  it("refuses an attachment that takes the package over limits.maxBodyBytes with 413, and reads one under it", async () => {
    const over = multipart("b", [root, ["Content-ID: <p1>", bytesOf(64 * 1024, 0)]]);
    expect((await post(running.url, TYPE, over)).status).toBe(413);
    const under = multipart("b", [root, ["Content-ID: <p1>", bytesOf(60 * 1024, 0)]]);
    expect((await post(running.url, TYPE, under, { SOAPAction: '"urn:c/upload"' })).status).toBe(
      200,
    );
    expect((running.received.at(-1)!.params as { data: Uint8Array }).data).toEqual(
      bytesOf(60 * 1024, 0),
    );
  });
});

describe("XOP 1.0's example package", () => {
  let service: GeneratedService;
  let running: RunningService;

  beforeAll(async () => {
    service = await generateService(XOP_EXAMPLE_CONTRACT);
    running = await service.serve({
      ProcessData: (p: { photo: Uint8Array }) => p.photo.length,
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("is read as the infoset it stands for: the photo and the signature are their parts' octets, routed by the root's action", async () => {
    const { contentType, body } = xopExample();
    const res = await post(running.url, contentType, body);
    expect(res.status).toBe(200);
    expect(res.body).toContain("<photoSize>600</photoSize>");
    expect(running.received).toEqual([
      {
        operation: "ProcessData",
        params: { photo: EXAMPLE_PHOTO, sig: EXAMPLE_SIG },
        soapHeaders: {},
      },
    ]);
  });
});

describe("the generated client reading MTOM answers", () => {
  let service: GeneratedService;
  let stub: Server;
  let url: string;
  let answer: { type: string; body: Buffer } = { type: "", body: Buffer.alloc(0) };

  beforeAll(async () => {
    service = await generateService(FILES_CONTRACT);
    stub = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "Content-Type": answer.type }).end(answer.body));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => stub?.close(resolve));
    service?.close();
  });

  const client = async (options = {}) => {
    const lock = await service.read(".soapgen-lock.json");
    const pkg = lock.match(/"([\w-]+-client)\/src\/index\.ts"/)![1]!;
    const module = (await import(
      pathToFileURL(path.join(service.dir, "generated", pkg, "src/index.ts")).href
    )) as Record<string, (o: object) => Record<string, (p: object) => Promise<unknown>>>;
    const create = Object.entries(module).find(([k]) => /^create\w+Client$/.test(k))![1];
    return create({ baseUrl: url, binding: "soap11", ...options });
  };
  const include = (cid: string) =>
    `<xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:${cid}"/>`;
  const response = (data: string) =>
    ENVELOPE_11(
      `<downloadResponse xmlns="urn:c"><file><name>f</name><data>${data}</data></file></downloadResponse>`,
    );

  it("takes each part's bytes, the root found by start wherever it is", async () => {
    const data = bytesOf(5000, 4);
    answer = {
      type: 'multipart/related; type="application/xop+xml"; boundary="=_b"; start="<root>"; start-info="text/xml"',
      body: multipart("=_b", [
        ["Content-ID: <f%1>", data],
        [
          'Content-Type: application/xop+xml; charset=utf-8; type="text/xml"\r\nContent-ID: <root>',
          response(include("f%251")),
        ],
      ]),
    };
    expect(await (await client()).download!({ size: 1 })).toEqual([{ name: "f", data }]);
  });

  it("fails with a ResponseFormatError naming a cid no part has", async () => {
    answer = {
      type: 'multipart/related; type="application/xop+xml"; boundary=b',
      body: multipart("b", [
        ['Content-Type: application/xop+xml; type="text/xml"', response(include("gone"))],
      ]),
    };
    await expect((await client()).download!({ size: 1 })).rejects.toMatchObject({
      name: "ResponseFormatError",
      message: expect.stringContaining(
        'element <Include>: "cid:gone" is not a cid: URL naming a part of the message',
      ),
    });
  });

  it("fails naming the part a cut package ends in", async () => {
    answer = {
      type: 'multipart/related; type="application/xop+xml"; boundary=b',
      body: multipart(
        "b",
        [['Content-Type: application/xop+xml; type="text/xml"', response("AA==")]],
        false,
      ),
    };
    await expect((await client()).download!({ size: 1 })).rejects.toThrow(
      "multipart/related: the message ends before its closing boundary: part 1 is cut short",
    );
  });
  it("stops reading a package over maxResponseBytes: ResponseTooLargeError", async () => {
    answer = {
      type: 'multipart/related; type="application/xop+xml"; boundary=b',
      body: multipart("b", [
        ['Content-Type: application/xop+xml; type="text/xml"', response(include("p"))],
        ["Content-ID: <p>", bytesOf(200_000, 1)],
      ]),
    };
    await expect(
      (await client({ maxResponseBytes: 100_000 })).download!({ size: 1 }),
    ).rejects.toMatchObject({
      name: "ResponseTooLargeError",
      limit: 100_000,
    });
  });

  it("refuses mtom with a fetch when the client is made: only node:http sends packages", async () => {
    await expect(
      client({ mtom: new (await mtomClass(service))(), fetch: globalThis.fetch }),
    ).rejects.toThrow(
      "mtom: only the node:http transport applies them, which is not used with options.fetch",
    );
  });
});
