/**
 * The templates the prebuilt generator holds compiled ahead of time (scripts/precompile-templates.js):
 * they render exactly what compiling them at run time renders, and the renderer takes one only when
 * it was compiled from the present source with its own options.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript without declarations (bin/ runs before any TypeScript loader).
import { TEMPLATE_OPTIONS } from "../../scripts/build-package.js";
// @ts-expect-error: plain JavaScript without declarations.
import { precompiledTemplatesModule } from "../../scripts/precompile-templates.js";
import { emitService } from "../../generator/emit/emit-service.ts";
import type { PrecompiledTemplate } from "../../generator/emit/precompiled-templates.ts";
import { COMPILE_OPTIONS, TemplateRenderer } from "../../generator/emit/templates.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import {
  loadEmitContext,
  readTemplates,
  TEMPLATES_DIR,
} from "../../generator/pipeline/load-emit-context.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-precompiled-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let precompiled: ReadonlyMap<string, PrecompiledTemplate>;
let model: ServiceModel;
const sources = readTemplates();

beforeAll(async () => {
  const made = (await precompiledTemplatesModule(TEMPLATES_DIR, TEMPLATE_OPTIONS)) as {
    source: string;
  };
  const file = path.join(dir, "precompiled.mjs");
  writeFileSync(file, made.source);
  precompiled = (
    (await import(pathToFileURL(file).href)) as {
      PRECOMPILED: ReadonlyMap<string, PrecompiledTemplate>;
    }
  ).PRECOMPILED;
  model = (
    await loadContract({
      contract: { kind: "manifest", path: "wsdl/schoolservice.manifest.yaml" },
      allowNetwork: false,
      lenient: false,
    })
  ).model;
});

const emitWith = (templates: TemplateRenderer) =>
  emitService(model, { ...loadEmitContext(), templates });

it("holds every template, compiled with the renderer's own options", () => {
  expect(TEMPLATE_OPTIONS).toEqual(COMPILE_OPTIONS);
  expect([...precompiled.keys()].sort()).toEqual(
    [...sources.keys()].filter((f) => f.endsWith(".hbs")).sort(),
  );
});

it("renders the school contract's packages exactly as compiling at run time does", () => {
  const ahead = emitWith(new TemplateRenderer(sources, precompiled));
  expect(ahead.length).toBeGreaterThan(60);
  expect(ahead).toEqual(emitWith(new TemplateRenderer(sources, new Map())));
});

it("takes a precompiled template only for the source it was compiled from", () => {
  // Another template's spec under serve.ts's name and hash: taken, it shows in the output.
  const serve = precompiled.get("server/serve.ts.hbs")!;
  const swapped = new Map(precompiled).set("server/serve.ts.hbs", {
    ...serve,
    spec: precompiled.get("server/demo-implementation.ts.hbs")!.spec,
  });
  const serveFile = (files: ReturnType<typeof emitWith>) =>
    files.find((f) => f.path.endsWith("-server/src/serve.ts"))!.content;
  expect(serveFile(emitWith(new TemplateRenderer(sources, swapped)))).toContain(
    "export const demoImplementation",
  );
  // The same under a stale hash, or other options: compiled from the source instead.
  const stale = new Map(swapped).set("server/serve.ts.hbs", {
    ...swapped.get("server/serve.ts.hbs")!,
    sha256: "0".repeat(64),
  });
  const otherOptions = new Map(swapped).set("server/serve.ts.hbs", {
    ...swapped.get("server/serve.ts.hbs")!,
    options: "{}",
  });
  for (const map of [stale, otherOptions])
    expect(serveFile(emitWith(new TemplateRenderer(sources, map)))).toContain("process.env.PORT");
});
