/**
 * Every way a manifest can be wrong gives one ContractError with the exact place
 * (`file:line:column` of the offending node) and what was expected there.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ContractError } from "../../../generator/model/contract-error.ts";
import {
  parseManifestBytes,
  parseManifestFile,
} from "../../../generator/parse/manifest/parse-manifest.ts";
import { ADDRESS, errorOf, FILE, NS, withHead, yaml } from "./manifest-text.ts";

/** A manifest whose service publishes only SOAP 1.1, for binding errors (body from line 7). */
const soap11Only = (body: string) =>
  yaml(`
    manifestVersion: 1
    service:
      name: Mini
      namespace: ${NS}
      address: ${ADDRESS}
      bindings: [soap11]
  `) + yaml(body);

const cases: { name: string; text: string; message: string }[] = [
  {
    name: "malformed YAML",
    text: withHead("operations: [\n"),
    message:
      "7:1: invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]",
  },
  {
    name: "a duplicate key",
    text: withHead(`
      operations:
        eventGet: { result: string }
        eventGet: { result: string }
    `),
    message: '8:3: duplicate key "eventGet": each key may appear once in a map',
  },
  {
    name: "an alias",
    text: withHead(`
      types:
        A: &open {}
        B: *open
      operations: {}
    `),
    message: "8:6: YAML aliases (*open) are not allowed in a manifest: write the value out",
  },
  {
    name: "an unknown tag",
    text: withHead("operations: { op: { result: !cs string } }"),
    message: "6:29: invalid YAML: Unresolved tag: !cs",
  },
  {
    name: "a __proto__ key",
    text: withHead("__proto__: {}\noperations: {}"),
    message: '6:1: "__proto__" cannot be a key',
  },
  { name: "an empty file", text: "", message: "1:1: the manifest: expected a map, got nothing" },
  {
    name: "a list at the top",
    text: "- operations\n",
    message: "1:1: the manifest: expected a map, got a list",
  },
  {
    name: "another manifest version",
    text: withHead("operations: {}").replace("manifestVersion: 1", "manifestVersion: 2"),
    message:
      "1:18: manifestVersion: expected 1 (the only manifest version this toolchain reads), got 2",
  },
  {
    name: "an unknown key at the top",
    text: withHead("operation: {}\noperations: {}"),
    message:
      '6:1: unknown key "operation" in the manifest: expected one of manifestVersion, service, headers, types, elements, operations',
  },
  {
    name: "an unknown key in an operation",
    text: withHead(`
      operations:
        eventGet:
          paramters: {}
          result: string
    `),
    message:
      '8:5: unknown key "paramters" in operation eventGet: expected one of documentation, parameters, required, atLeastOne, result, data, headers, bindings',
  },
  {
    name: "an unknown key in a field's long form",
    text: withHead(`
      types:
        T:
          sequence:
            f: { type: int, minOcurs: 0 }
      operations: {}
    `),
    message:
      '9:23: unknown key "minOcurs" in field f of type T: expected one of type, minOccurs, maxOccurs, nillable, documentation',
  },
  {
    name: "a misspelt key before a missing one",
    text: withHead(
      "operations: { op: { result: string, data: { type: cUser, cardinalty: many } } }",
    ),
    message:
      '6:58: unknown key "cardinalty" in data of operation op: expected one of type, cardinality',
  },
  {
    name: "a missing key",
    text: withHead(`
      operations:
        eventGet:
          parameters: { EventID: int }
    `),
    message: '7:3: missing key "result" in operation eventGet',
  },
  {
    name: "an empty value",
    text: withHead("operations: { op: { result: } }"),
    message: "6:21: result of operation op: expected a type name, got nothing",
  },
  {
    name: "a maxOccurs that is neither a number nor unbounded",
    text: withHead(`
      types:
        T:
          sequence:
            f: { type: int, maxOccurs: many }
      operations: {}
    `),
    message:
      '9:34: maxOccurs of field f of type T: expected an integer >= 1 or unbounded, got "many"',
  },
  {
    name: "a negative minOccurs",
    text: withHead(
      "types: { T: { sequence: { f: { type: int, minOccurs: -1 } } } }\noperations: {}",
    ),
    message: "6:54: minOccurs of field f of type T: expected an integer >= 0, got -1",
  },
  {
    name: "a minOccurs above maxOccurs",
    text: withHead(
      "types: { T: { sequence: { f: { type: int, minOccurs: 2 } } } }\noperations: {}",
    ),
    message: "6:54: minOccurs of field f of type T: expected at most maxOccurs (1), got 2",
  },
  {
    name: "a number as a parameter",
    text: withHead("operations: { op: { parameters: { p: 5 }, result: string } }"),
    message:
      "6:38: parameter p of operation op: expected a type name or a map with type, minOccurs, maxOccurs, nillable, documentation, got 5",
  },
  {
    name: "a malformed type name",
    text: withHead('operations: { op: { result: "cUser[]" } }'),
    message:
      '6:29: result of operation op: expected a type name such as string, xsd:dateTime, cUser or tns:cUser, got "cUser[]"',
  },
  {
    name: "an unknown XSD built-in",
    text: withHead("operations: { op: { result: xsd:dateTimeOffset } }"),
    message:
      "6:29: result of operation op: xsd:dateTimeOffset is not a known XSD built-in: expected one of string, normalizedString, token, language, Name, NCName, NMTOKEN, NMTOKENS, ID, IDREF, IDREFS, ENTITY, ENTITIES, NOTATION, anyURI, QName, anySimpleType, boolean, int, long, short, byte, unsignedInt, unsignedLong, unsignedShort, unsignedByte, integer, positiveInteger, nonNegativeInteger, negativeInteger, nonPositiveInteger, decimal, double, float, dateTime, date, time, duration, gYear, gYearMonth, gMonth, gMonthDay, gDay, base64Binary, hexBinary, guid, char, anyType",
  },
  {
    name: "a name that is not an XML name",
    text: withHead('operations: { op: { parameters: { "Last Name": string }, result: string } }'),
    message:
      '6:35: invalid name "Last Name" in parameters of operation op: expected an XML name (a letter or _, then letters, digits, _, . or -)',
  },
  {
    name: "a requirement on a parameter the operation lacks",
    text: withHead(`
      operations:
        userFind:
          parameters: { LastName: string }
          atLeastOne: [LastName, FirstName]
          result: string
    `),
    message:
      "9:28: atLeastOne of operation userFind names FirstName, which is not one of its parameters (LastName)",
  },
  {
    name: "a requirement on an operation without parameters",
    text: withHead("operations: { op: { required: [Id], result: string } }"),
    message:
      "6:32: required of operation op names Id, which is not one of its parameters (it has none)",
  },
  {
    name: "an empty requirement",
    text: withHead("operations: { op: { required: [], result: string } }"),
    message:
      "6:31: required of operation op: expected at least one parameter name, got an empty list",
  },
  {
    name: "two compositors",
    text: withHead(`
      types:
        T:
          sequence: { a: int }
          choice: { b: int }
      operations: {}
    `),
    message:
      "9:5: type T has both sequence and choice: expected at most one of sequence, all, choice",
  },
  {
    name: "a type of two kinds",
    text: withHead("types:\n  T: { enum: [a], sequence: {} }\noperations: {}"),
    message:
      "7:19: type T mixes enum with sequence: a type is complex (sequence, all, choice, extends, abstract, attributes, anyAttribute), an enum (enum, base), a restriction or a list",
  },
  {
    name: "an empty enum",
    text: withHead("types:\n  T: { enum: [] }\noperations: {}"),
    message: "7:14: enum of type T: expected at least one value, got an empty list",
  },
  {
    name: "a repeated enum value",
    text: withHead("types:\n  T: { enum: [a, b, a] }\noperations: {}"),
    message: "7:21: enum of type T lists a twice",
  },
  {
    name: "a base without enum",
    text: withHead("types:\n  T: { base: int }\noperations: {}"),
    message: "7:8: type T has base but no enum: base is the built-in an enum's values restrict",
  },
  {
    name: "a restriction of a contract type",
    text: withHead("types:\n  T: { restriction: cUser }\noperations: {}"),
    message: "7:21: restriction of type T: expected an XSD built-in (string, int, ...), got cUser",
  },
  {
    name: "data of a built-in type",
    text: withHead("operations: { op: { result: string, data: { type: int, cardinality: one } } }"),
    message:
      "6:51: data.type of operation op: expected a type of this manifest, got the built-in int",
  },
  {
    name: "an undeclared header",
    text: withHead("operations: { op: { result: string, headers: [AuthHeader] } }"),
    message:
      "6:47: headers of operation op names AuthHeader, which is not declared under headers (none are)",
  },
  {
    name: "an unknown binding kind",
    text: withHead("operations: { op: { result: string, bindings: [soap13] } }"),
    message:
      '6:48: bindings[0] of operation op: expected one of soap11, soap12, httpGet, httpPost, got "soap13"',
  },
  {
    name: "an operation binding the service does not publish",
    text: soap11Only("operations: { op: { result: string, bindings: [soap11, soap12] } }"),
    message:
      "7:56: bindings of operation op names soap12, which is not published by the service (soap11)",
  },
  {
    name: "a binding listed twice",
    text: withHead("operations: {}").replace(
      "  address:",
      "  bindings: [soap11, soap11]\n  address:",
    ),
    message: "5:22: bindings of service lists soap11 twice",
  },
];

describe("manifest errors", () => {
  it.each(cases)("reports $name", ({ text, message }) => {
    expect(errorOf(text)).toBe(`${FILE}:${message}`);
  });

  it("reports a file that is not UTF-8", () => {
    expect(() => parseManifestBytes(FILE, new Uint8Array([0x6f, 0x70, 0xff]))).toThrow(
      new ContractError("the manifest is not valid UTF-8", { file: FILE }),
    );
  });

  it("reports a file that cannot be read", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "manifest-"));
    try {
      const missing = path.join(dir, "missing.yaml");
      await expect(parseManifestFile(missing)).rejects.toThrow(
        `${missing}: cannot read the manifest: ENOENT: no such file or directory, open '${missing}'`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
