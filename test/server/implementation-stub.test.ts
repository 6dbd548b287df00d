/**
 * The implementation stub `generate` makes for the user: beside the output folder, with a method
 * for every operation, created once and never overwritten.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createImplementationStub, implementationStubPath } from "../../generator/emit/server/implementation-stub.ts";
import { loadContract } from "../../generator/pipeline.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";

let dir: string;
let model: ServiceModel;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-stub-"));
  model = (await loadContract({ contract: { kind: "wsdl", path: SCHOOL_WSDL }, allowNetwork: false })).model;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the implementation stub", () => {
  it("goes to server/implementation.ts beside the output folder", () => {
    expect(implementationStubPath(path.join(dir, "generated"))).toBe(path.join(dir, "server", "implementation.ts"));
  });

  it("is created with a method per operation, each saying it is not implemented", async () => {
    const created = await createImplementationStub(model, path.join(dir, "generated"));
    const file = path.join(dir, "server", "implementation.ts");
    expect(created).toBe(path.relative(process.cwd(), file));
    const text = readFileSync(file, "utf8");
    expect(text).toContain('import type { SchoolServiceImplementation } from "school-service-server";');
    expect([...text.matchAll(/^ {2}async (\w+)\(_params, _ctx\) \{$/gm)].map((m) => m[1])).toEqual(SCHOOL_OPERATIONS);
    expect(text).toContain('    throw new Error("eventGet is not implemented yet");');
  });

  it("is never overwritten once it exists", async () => {
    const file = path.join(dir, "server", "implementation.ts");
    writeFileSync(file, "// mine\n");
    expect(await createImplementationStub(model, path.join(dir, "generated"))).toBeUndefined();
    expect(readFileSync(file, "utf8")).toBe("// mine\n");
    expect(existsSync(path.join(dir, "generated"))).toBe(false);
  });
});
