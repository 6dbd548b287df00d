/**
 * The gateway's callers in these tests: a client made from its OpenAPI document by tools no one
 * here wrote, `openapi-typescript` (the types: written to a temp folder, and type-checked with a
 * call of each kind against them) and `openapi-fetch` (the client); and the generated SOAP
 * client, whose answers, as JSON (jsonOf), the gateway's must equal.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import createClient from "openapi-fetch";
import openapiTS, { astToString } from "openapi-typescript";
import { createSchoolServiceClient } from "school-service-client";
import { type JsonValue, jsonOf } from "../../../templates/runtime/json-values.ts";
import { REPO_ROOT } from "../../support/run-cli.ts";

/** What one call of the gateway gave: the status, and the JSON body (undefined without one). */
export interface JsonCall {
  status: number;
  body: unknown;
}

/** Calls the gateway's `POST /{operation}` through openapi-fetch. */
export type GatewayCaller = (
  operation: string,
  params: Record<string, unknown>,
  auth?: Record<string, string>,
) => Promise<JsonCall>;

export function openapiFetchCaller(baseUrl: string): GatewayCaller {
  // The paths' types are made at run time (typesFromDocument); the calls here are untyped.
  const client = createClient<Record<string, never>>({ baseUrl });
  return async (operation, params, auth) => {
    const post = client.POST as unknown as (
      path: string,
      init: object,
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await post(`/${encodeURIComponent(operation)}`, {
      body: jsonOf(params),
      headers: auth ? { "X-SOAP-AuthHeader": JSON.stringify(auth) } : {},
    });
    return { status: response.status, body: data ?? error };
  };
}

/** What the generated SOAP client gets for the same call, as JSON; a fault as the mapping's body. */
export async function soapAnswer(
  url: string,
  operation: string,
  params: Record<string, unknown>,
  auth: Record<string, string> | undefined,
): Promise<JsonValue | undefined> {
  const client = createSchoolServiceClient({
    baseUrl: url,
    ...(auth ? { auth } : {}),
  }) as unknown as Record<string, (p: object) => Promise<unknown>>;
  return jsonOf(await client[operation]!(params));
}

/**
 * openapi-typescript's types of the document, in a temp folder, with a program that calls the
 * gateway through openapi-fetch typed by them; resolves with the compiler's complaints ("" when
 * none).
 */
export async function typeCheckDocument(document: string): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), "soapgen-gateway-types-"));
  const ast = await openapiTS(JSON.parse(document) as never);
  writeFileSync(path.join(dir, "school.d.ts"), astToString(ast));
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"));
  writeFileSync(
    path.join(dir, "call.ts"),
    `import createClient from "openapi-fetch";
import type { paths } from "./school";
const api = createClient<paths>({ baseUrl: "http://127.0.0.1" });
export async function calls(): Promise<void> {
  const auth = JSON.stringify({ Schoolname: "demo", Username: "demo", Password: "demo" });
  const got = await api.POST("/eventGet", {
    body: { EventID: 5 },
    headers: { "X-SOAP-AuthHeader": auth },
  });
  if (got.data) {
    const ok: boolean | undefined = got.data._status?.bln_Success;
    void ok;
  }
  if (got.error) {
    const message: string = got.error.message;
    void message;
  }
  await api.POST("/userGetListByModDate", {
    body: { ModifiedDate: "2024-05-01T00:00:00.000Z" },
    headers: { "X-SOAP-AuthHeader": auth },
  });
  // @ts-expect-error: EventID is a number
  await api.POST("/eventGet", { body: { EventID: "5" }, headers: { "X-SOAP-AuthHeader": auth } });
}
`,
  );
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: "es2022",
        module: "preserve",
        moduleResolution: "bundler",
        skipLibCheck: true,
        types: [],
      },
      files: ["call.ts"],
    }),
  );
  const tsc = path.join(REPO_ROOT, "node_modules/typescript-native/bin/tsc");
  try {
    await promisify(execFile)(process.execPath, [tsc, "-p", dir]);
    return "";
  } catch (error) {
    return String((error as { stdout?: string }).stdout ?? error);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
