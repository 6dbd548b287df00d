/**
 * The whole draft of a small manifest: service, bindings, headers, global elements and
 * operations (parameters, requirements in draft order, data, headers, bindings), and the
 * defaults when those are left out.
 */
import { describe, expect, it } from "vitest";
import type { ContractDraft } from "../../../generator/model/contract-draft.ts";
import { ADDRESS, at, builtin, FILE, named, NS, parse, withHead, yaml } from "./manifest-text.ts";

const qname = (local: string) => ({ namespace: NS, local });

describe("manifest contract", () => {
  it("reads the service, its headers, elements and operations", () => {
    const draft = parse(
      yaml(`
        manifestVersion: 1
        service:
          name: Mini
          namespace: ${NS}
          address: ${ADDRESS}
          documentation: A small service.
          bindings: [soap11, httpGet]
        headers:
          AuthHeader:
            type: AuthHeader
            documentation: Who is calling.
        types:
          AuthHeader: { sequence: { Username: string } }
          rtnObject: {}
          cUser: {}
        elements:
          rtnObject: { type: rtnObject, nillable: true }
          count: { type: int }
        operations:
          userFind:
            documentation: Finds users.
            parameters:
              LastName: string
              FirstName: string
              Since: dateTime
            atLeastOne: [LastName, FirstName]
            required: [Since]
            result: rtnObject
            data: { type: cUser, cardinality: many }
            headers: [AuthHeader]
            bindings: [soap11]
          ping:
            result: tns:rtnObject
            data: { type: tns:cUser, cardinality: one }
      `),
    );
    const open = (local: string, line: number) => ({
      kind: "complex" as const,
      name: qname(local),
      compositor: "sequence" as const,
      fields: [],
      attributes: [],
      abstract: false,
      loc: at(line, 3),
    });
    const expected: ContractDraft = {
      file: FILE,
      service: { name: "Mini", namespace: NS, documentation: "A small service.", loc: at(2, 1) },
      bindings: [
        { kind: "soap11", address: ADDRESS, loc: at(7, 14) },
        { kind: "httpGet", address: ADDRESS, loc: at(7, 22) },
      ],
      operations: [
        {
          name: "userFind",
          documentation: "Finds users.",
          input: {
            wrapper: qname("userFind"),
            fields: [
              {
                xmlName: "LastName",
                namespace: NS,
                type: builtin("string"),
                minOccurs: 0,
                maxOccurs: 1,
                nillable: false,
                loc: at(23, 7),
              },
              {
                xmlName: "FirstName",
                namespace: NS,
                type: builtin("string"),
                minOccurs: 0,
                maxOccurs: 1,
                nillable: false,
                loc: at(24, 7),
              },
              {
                xmlName: "Since",
                namespace: NS,
                type: builtin("dateTime"),
                minOccurs: 1,
                maxOccurs: 1,
                nillable: false,
                loc: at(25, 7),
              },
            ],
            loc: at(20, 3),
          },
          output: {
            wrapper: qname("userFindResponse"),
            fields: [
              {
                xmlName: "userFindResult",
                namespace: NS,
                type: named("rtnObject", at(28, 13)),
                minOccurs: 0,
                maxOccurs: 1,
                nillable: false,
                loc: at(28, 13),
              },
            ],
            loc: at(20, 3),
          },
          headers: [qname("AuthHeader")],
          requirements: [
            { kind: "required", params: ["Since"] },
            { kind: "atLeastOne", params: ["LastName", "FirstName"] },
          ],
          resultItems: { type: qname("cUser"), cardinality: "many" },
          bindings: ["soap11"],
          loc: at(20, 3),
        },
        {
          name: "ping",
          input: { wrapper: qname("ping"), fields: [], loc: at(32, 3) },
          output: {
            wrapper: qname("pingResponse"),
            fields: [
              {
                xmlName: "pingResult",
                namespace: NS,
                type: named("rtnObject", at(33, 13)),
                minOccurs: 0,
                maxOccurs: 1,
                nillable: false,
                loc: at(33, 13),
              },
            ],
            loc: at(32, 3),
          },
          headers: [],
          requirements: [],
          resultItems: { type: qname("cUser"), cardinality: "one" },
          loc: at(32, 3),
        },
      ],
      headers: [
        {
          element: qname("AuthHeader"),
          type: named("AuthHeader", at(10, 11)),
          documentation: "Who is calling.",
          loc: at(9, 3),
        },
      ],
      types: [
        {
          ...open("AuthHeader", 13),
          fields: [
            {
              xmlName: "Username",
              namespace: NS,
              type: builtin("string"),
              minOccurs: 0,
              maxOccurs: 1,
              nillable: false,
              loc: at(13, 29),
            },
          ],
        },
        open("rtnObject", 14),
        open("cUser", 15),
      ],
      elements: [
        { name: qname("rtnObject"), type: named("rtnObject", at(17, 22)), nillable: true },
        { name: qname("count"), type: builtin("int"), nillable: false },
      ],
    };
    expect(draft).toStrictEqual(expected);
  });

  it("publishes all four bindings at the service address when the service names none", () => {
    const draft = parse(withHead("operations: {}"));
    expect(draft.bindings).toStrictEqual(
      (["soap11", "soap12", "httpGet", "httpPost"] as const).map((kind) => ({
        kind,
        address: ADDRESS,
        loc: at(2, 1),
      })),
    );
    expect(draft.service).toStrictEqual({ name: "Mini", namespace: NS, loc: at(2, 1) });
    expect([draft.operations, draft.headers, draft.types, draft.elements]).toStrictEqual([
      [],
      [],
      [],
      [],
    ]);
  });
});
