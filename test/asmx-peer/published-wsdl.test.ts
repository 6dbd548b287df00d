/**
 * Our generator reads the WSDL that ASMX (Mono) publishes for the spec's signatures into the same
 * model as wsdl/schoolservice.wsdl, apart from what only our file can say: the stated requirements
 * and `_data` item kinds of the `urn:soap-ts-toolchain:contract` extension (wsdl/README.md), the
 * published address, and the domain types' fields (the peer's classes have the fields the transcript
 * service wrote; the spec shows none, so ours are empty).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { SCHOOL_WSDL } from "../support/school-contract.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const NS = "http://schoolservice.example.org/api/";
/** The fields of each domain class of the peer (test/asmx-peer/service/ContractTypes.cs), in order. */
const DOMAIN_FIELDS: Record<string, string[]> = {
  cAthleticSchedule: ["GameDate", "Sport", "Opponent", "IsPractice"],
  cUserAuditLog: ["RoleID", "ChangeDate", "FieldName", "uid"],
  cUser: ["uid", "hostid", "FirstName", "LastName"],
  cRole: ["uid", "RoleID", "RoleName"],
  cPhone: ["phone_id", "uid", "Number", "PhoneType"],
};
const isDomainType = (id: string) =>
  Object.keys(DOMAIN_FIELDS).some((name) => id === `{${NS}}${name}`);

let peer: AsmxPeer;
let live: ServiceModel;
let ours: ServiceModel;
let published: string;

beforeAll(async () => {
  peer = await startAsmxPeer();
  published = await (await fetch(`${peer.url}?WSDL`)).text();
  const dir = mkdtempSync(path.join(tmpdir(), "asmx-wsdl-"));
  try {
    const file = path.join(dir, "published.wsdl");
    writeFileSync(file, published);
    live = (
      await loadContract({
        contract: { kind: "wsdl", path: file },
        allowNetwork: false,
        lenient: false,
      })
    ).model;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  ours = (
    await loadContract({
      contract: { kind: "wsdl", path: SCHOOL_WSDL },
      allowNetwork: false,
      lenient: false,
    })
  ).model;
}, 120_000);
afterAll(() => peer?.close());

describe("the WSDL ASMX publishes, read by our generator", () => {
  it("names the same service, namespace and endpoint path, with the same documentation", () => {
    expect([live.name, live.tsName, live.namespace, live.endpointPath, live.documentation]).toEqual(
      [ours.name, ours.tsName, ours.namespace, ours.endpointPath, ours.documentation],
    );
  });

  it("has the same four bindings, at the peer's own address", () => {
    expect(live.bindings).toEqual(ours.bindings.map((b) => ({ ...b, address: peer.url })));
  });

  it("has the same 20 operations: parameters, elements, SOAP actions, headers, bindings and documentation", () => {
    const withoutExtension = ours.operations.map(
      ({ requirements: _r, resultItems: _i, ...op }) => ({ ...op, requirements: [] }),
    );
    expect(live.operations).toEqual(withoutExtension);
    expect(live.operations).toHaveLength(20);
  });

  it("has the same AuthHeader and result envelope", () => {
    expect(live.headers).toEqual(ours.headers);
    expect(live.envelope).toEqual(ours.envelope);
  });

  it("has the same types, the domain types apart", () => {
    expect(live.types.filter((t) => !isDomainType(t.id))).toEqual(
      ours.types.filter((t) => !isDomainType(t.id)),
    );
  });

  it("publishes the domain types with the peer's string fields, where ours have none", () => {
    const fields = (model: ServiceModel) =>
      Object.fromEntries(
        model.types
          .filter((t) => isDomainType(t.id))
          .map((t) => [
            t.name.local,
            t.kind === "complex" ? t.fields.map((f) => [f.xmlName, f.type, f.minOccurs]) : t.kind,
          ]),
      );
    const strings = (names: string[]) =>
      names.map((n) => [n, { kind: "builtin", xsd: "string" }, 0]);
    expect(fields(live)).toEqual(
      Object.fromEntries(Object.entries(DOMAIN_FIELDS).map(([t, names]) => [t, strings(names)])),
    );
    expect(fields(ours)).toEqual(
      Object.fromEntries(Object.keys(DOMAIN_FIELDS).map((t) => [t, []])),
    );
  });

  it("carries none of our extension", () => {
    expect(published).not.toContain("urn:soap-ts-toolchain:contract");
    expect(live.operations.flatMap((op) => op.requirements)).toEqual([]);
    expect(live.operations.filter((op) => op.resultItems !== undefined)).toEqual([]);
  });
});
