/**
 * A recorded exchange, one JSON file each (`<operation>.<binding>.<hash>.json`, the hash of its
 * parameters, so that recording the same call again rewrites the same file): the request as it
 * was sent (credentials replaced by `{{secret:NAME}}` placeholders), its decoded parameters (what
 * `mock` matches requests by), the answer as it came, and what `verify` expects of a live answer.
 * docs/fixtures.md describes the format.
 */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { BINDINGS, type Binding } from "./generated-packages.ts";
import type { Plain } from "./plain-values.ts";

export interface WireRequest {
  method: string;
  /** Path and query after the host. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface RecordedAnswer {
  status: number;
  contentType: string;
  body: string;
}

/**
 * What `verify` compares of a live answer with the recorded one: by default its shape (the same
 * fields, each of the same type); `exact` paths must be equal, `ignore` paths are not compared.
 * A path is the result's fields and indexes: `_status.bln_Success`, `_data[0].value`, `_data[*].type`.
 */
export interface Expectations {
  exact: string[];
  ignore: string[];
}

export interface RecordedFixture {
  operation: string;
  binding: Binding;
  params: Plain;
  request: WireRequest;
  response: RecordedAnswer;
  expect: Expectations;
}

/** A fixture file that is not a fixture: which file, and what is wrong where. */
export class FixtureFileError extends Error {}

/** The file name of a fixture: stable for the same call. */
export function fixtureFileName(f: Pick<RecordedFixture, "operation" | "binding" | "params">) {
  const hash = createHash("sha256").update(JSON.stringify(f.params)).digest("hex").slice(0, 8);
  return `${f.operation}.${f.binding}.${hash}.json`;
}

/** The file's text: two-space JSON, fields in a fixed order, so a re-recording diffs by field. */
export function fixtureText(f: RecordedFixture): string {
  const { operation, binding, params, request, response, expect } = f;
  return `${JSON.stringify({ operation, binding, params, request, response, expect }, null, 2)}\n`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function stringRecord(v: unknown): v is Record<string, string> {
  return isObject(v) && Object.values(v).every((x) => typeof x === "string");
}

const stringList = (v: unknown): v is string[] =>
  Array.isArray(v) && v.every((x) => typeof x === "string");

/** Reads one fixture file; `operations` are the contract's (a fixture of another is an error). */
export function readFixtureFile(file: string, operations: readonly string[]): RecordedFixture {
  const fail = (what: string): never => {
    throw new FixtureFileError(`${file}: ${what}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (err) {
    return fail(`not a fixture: ${(err as Error).message}`);
  }
  if (!isObject(data)) return fail("not a fixture: expected a JSON object");
  const { operation, binding, params, request, response } = data;
  const expect = data.expect ?? {};
  if (typeof operation !== "string") return fail('"operation" must be the name of an operation');
  if (!operations.includes(operation))
    fail(`operation "${operation}" is not in the contract (it has ${operations.join(", ")})`);
  if (!BINDINGS.includes(binding as Binding))
    fail(`"binding" must be one of ${BINDINGS.join(", ")}, not ${JSON.stringify(binding)}`);
  if (!isObject(request)) return fail('"request" must be an object');
  if (typeof request.method !== "string" || typeof request.path !== "string")
    fail('"request" must have a "method" and a "path"');
  if (!stringRecord(request.headers)) fail('"request.headers" must map names to texts');
  if (request.body !== undefined && typeof request.body !== "string")
    fail('"request.body" must be a text');
  if (!isObject(response)) return fail('"response" must be an object');
  if (typeof response.status !== "number") fail('"response.status" must be a number');
  if (typeof response.contentType !== "string" || typeof response.body !== "string")
    fail('"response" must have a "contentType" and a "body" (texts)');
  if (!isObject(expect)) return fail('"expect" must be an object');
  const exact = expect.exact ?? [];
  const ignore = expect.ignore ?? [];
  if (!stringList(exact)) fail('"expect.exact" must be a list of paths');
  if (!stringList(ignore)) fail('"expect.ignore" must be a list of paths');
  return {
    operation,
    binding: binding as Binding,
    params: (params ?? null) as Plain,
    request: request as unknown as WireRequest,
    response: response as unknown as RecordedAnswer,
    expect: { exact: exact as string[], ignore: ignore as string[] },
  };
}

/** The fixture files of a folder (`*.json`, sorted), read; a folder without any is an error. */
export function readFixtureFolder(
  folder: string,
  operations: readonly string[],
): { fixture: RecordedFixture; file: string }[] {
  let names: string[];
  try {
    names = readdirSync(folder).filter((n) => n.endsWith(".json"));
  } catch (err) {
    throw new FixtureFileError(`${folder}: cannot read the fixtures: ${(err as Error).message}`);
  }
  if (names.length === 0) throw new FixtureFileError(`${folder}: no fixture files (*.json) in it`);
  return names.sort().map((n) => {
    const file = path.join(folder, n);
    return { fixture: readFixtureFile(file, operations), file };
  });
}
