/**
 * `soapgen mock` as a user runs it: the generated client calls it on SOAP 1.1, SOAP 1.2 and HTTP
 * GET and gets the generated fixtures' answers; the service pages are on; latency and faults are
 * injected on request; bad fixtures and hostile requests get clear answers; a signal stops it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createSchoolServiceClient, SoapFaultError } from "school-service-client";
import { FIXTURES } from "school-service-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChildServer, runSoapgen, startSoapgen } from "./support/child-server.ts";

const eventGet = FIXTURES.find((f) => f.operation === "eventGet")!;

let mock: ChildServer;
beforeAll(async () => {
  mock = await startSoapgen(["mock", "--port", "0"]);
});
afterAll(async () => {
  await mock?.stop();
});

describe("soapgen mock", () => {
  it.each(["soap11", "soap12", "httpGet", "httpPost"] as const)(
    "answers a %s call of the generated client with the operation's fixture",
    async (binding) => {
      const client = createSchoolServiceClient({ baseUrl: mock.url, binding });
      const answer = await client.eventGet({ EventID: 12 });
      expect(answer).toEqual(eventGet.responses!.success.result);
      await expect.poll(() => mock.output()).toContain(`eventGet (${binding}): default`);
    },
  );

  it("passes soapgen verify of every generated fixture on SOAP 1.1 and 1.2", async () => {
    const r = await runSoapgen(["verify", "--against", mock.url]);
    expect(r.stdout).toContain(`${FIXTURES.length * 2} of ${FIXTURES.length * 2} fixtures pass`);
    expect(r.status).toBe(0);
  });

  it("serves the WSDL and the service pages", async () => {
    const wsdl = await fetch(`${mock.url}?WSDL`);
    expect(wsdl.status).toBe(200);
    expect(await wsdl.text()).toContain("wsdl:definitions");
    const page = await fetch(mock.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("eventGetList");
  });

  it("survives a hostile request and answers the next call", async () => {
    const hostile = await fetch(mock.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '"x"' },
      body: `<!DOCTYPE a [<!ENTITY b "${"c".repeat(50)}">]><a>&b;&b;&b;</a>`,
    });
    expect(hostile.status).toBeGreaterThanOrEqual(400);
    const client = createSchoolServiceClient({ baseUrl: mock.url });
    await expect(client.eventGet({ EventID: 1 })).resolves.toEqual(
      eventGet.responses!.success.result,
    );
  });
});

describe("soapgen mock flags", () => {
  it("--fault answers the named operation with a SOAP fault, the others as before", async () => {
    const faulty = await startSoapgen(["mock", "--port", "0", "--fault", "eventGet", "--quiet"]);
    try {
      const client = createSchoolServiceClient({ baseUrl: faulty.url, binding: "soap12" });
      const error = await client.eventGet({ EventID: 1 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(SoapFaultError);
      expect((error as SoapFaultError).reason).toBe("Fault injected by soapgen mock");
      await expect(client.eventDelete({ EventID: 1 })).resolves.toBeDefined();
    } finally {
      await faulty.stop();
    }
  });

  it("--fault-rate 1 faults every call, and --latency delays each answer", async () => {
    const slow = await startSoapgen(["mock", "--port", "0", "--latency", "400", "--quiet"]);
    const faulty = await startSoapgen(["mock", "--port", "0", "--fault-rate", "1", "--quiet"]);
    try {
      const started = performance.now();
      await createSchoolServiceClient({ baseUrl: slow.url }).eventGet({ EventID: 1 });
      expect(performance.now() - started).toBeGreaterThanOrEqual(400);
      const client = createSchoolServiceClient({ baseUrl: faulty.url });
      for (const call of [client.eventGet({ EventID: 1 }), client.newsCategoryGetList({})])
        await expect(call).rejects.toBeInstanceOf(SoapFaultError);
    } finally {
      await Promise.all([slow.stop(), faulty.stop()]);
    }
  });

  it("stops on SIGINT and on SIGTERM with exit code 0, closing its port", async () => {
    const other = await startSoapgen(["mock", "--port", "0", "--quiet"]);
    expect(await mock.stop("SIGINT")).toBe(0);
    expect(await other.stop("SIGTERM")).toBe(0);
    await expect(fetch(`${mock.url}?WSDL`)).rejects.toThrow();
    mock = await startSoapgen(["mock", "--port", "0"]);
  });

  it("refuses flags out of range, naming them", async () => {
    const rate = await runSoapgen(["mock", "--fault-rate", "2"]);
    expect(rate.status).toBe(1);
    expect(rate.stderr).toContain("--fault-rate 2: expected a number from 0 to 1");
    const op = await runSoapgen(["mock", "--fault", "noSuchOperation"]);
    expect(op.status).toBe(1);
    expect(op.stderr).toContain("--fault noSuchOperation: no such operation");
  });

  it("verify refuses to pass when there is nothing to verify", async () => {
    // The edge-case contract's operations have round trips only, no wire answers.
    const config = "test/scenarios/edge-cases/soapgen.config.json";
    const r = await runSoapgen(["verify", "--config", config, "--against", mock.url]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain("no fixtures to verify");
  });
});

describe("soapgen mock --fixtures with bad files", () => {
  const folder = mkdtempSync(path.join(tmpdir(), "soapgen-mock-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("names a file that is not JSON", async () => {
    writeFileSync(path.join(folder, "broken.json"), "{ not json");
    const r = await runSoapgen(["mock", "--fixtures", folder]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(`${path.join(folder, "broken.json")}: not a fixture`);
  });

  it("names a fixture of an operation the contract does not have", async () => {
    writeFileSync(
      path.join(folder, "broken.json"),
      JSON.stringify({ operation: "eventSteal", binding: "soap11" }),
    );
    const r = await runSoapgen(["mock", "--fixtures", folder]);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('broken.json: operation "eventSteal" is not in the contract');
  });
});
