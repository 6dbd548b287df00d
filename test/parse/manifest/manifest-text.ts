/**
 * Small manifests for the parser's tests: written inline after a fixed five-line head (version and
 * service), so the line numbers in expected locations can be read off the test itself.
 */
import { expect } from "vitest";
import type {
  ContractDraft,
  DraftTypeRef,
  SourceLocation,
} from "../../../generator/model/contract-draft.ts";
import { ContractError } from "../../../generator/model/contract-error.ts";
import type { XsdBuiltin } from "../../../generator/model/service-model.ts";
import { parseManifestText } from "../../../generator/parse/manifest/parse-manifest.ts";

export const FILE = "wsdl/test.manifest.yaml";
export const NS = "http://example.org/api/";
export const ADDRESS = "http://localhost/api/mini.asmx";

/** Lines 1-5 of every manifest made by `withHead`; the body starts on line 6. */
const HEAD = `manifestVersion: 1
service:
  name: Mini
  namespace: ${NS}
  address: ${ADDRESS}
`;

/** Removes the template literal's first newline and the indentation common to its lines. */
export function yaml(text: string): string {
  const lines = text
    .replace(/^\n/, "")
    .replace(/\n[ ]*$/, "\n")
    .split("\n");
  const indent = Math.min(
    ...lines.filter((l) => l.trim()).map((l) => l.length - l.trimStart().length),
  );
  return lines.map((l) => l.slice(indent)).join("\n");
}

export function withHead(body: string): string {
  return HEAD + yaml(body);
}

export function at(line: number, column: number): SourceLocation {
  return { file: FILE, line, column };
}

export function parse(text: string): ContractDraft {
  return parseManifestText(FILE, text);
}

/** The message of the ContractError parsing `text` throws. */
export function errorOf(text: string): string {
  try {
    parse(text);
  } catch (err) {
    expect(err).toBeInstanceOf(ContractError);
    return (err as Error).message;
  }
  throw new Error("expected the manifest to be rejected");
}

export const builtin = (xsd: XsdBuiltin): DraftTypeRef => ({ kind: "builtin", xsd });
export const named = (local: string, loc: SourceLocation): DraftTypeRef => ({
  kind: "named",
  name: { namespace: NS, local },
  loc,
});
