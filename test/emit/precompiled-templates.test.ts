/**
 * The templates the prebuilt generator holds compiled ahead of time (scripts/precompile-templates.js):
 * they render exactly what compiling them at run time renders, and the renderer takes one only when
 * it was compiled from the present source with its own options.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
/** A template of other text, precompiled the same way. */
let other: PrecompiledTemplate;
let model: ServiceModel;
const sources = readTemplates();

beforeAll(async () => {
  precompiled = await importPrecompiled(TEMPLATES_DIR, "precompiled.mjs");
  const otherDir = path.join(dir, "other");
  mkdirSync(path.join(otherDir, "wsdl"), { recursive: true });
  writeFileSync(path.join(otherDir, "wsdl/service.wsdl.hbs"), "another template");
  other = (await importPrecompiled(otherDir, "other.mjs")).get("wsdl/service.wsdl.hbs")!;
  model = (
    await loadContract({
      contract: { kind: "manifest", path: "wsdl/schoolservice.manifest.yaml" },
      allowNetwork: false,
      lenient: false,
    })
  ).model;
});

/** The templates of `templates` precompiled as the build does, imported from a module `name`. */
async function importPrecompiled(
  templates: string,
  name: string,
): Promise<ReadonlyMap<string, PrecompiledTemplate>> {
  const made = (await precompiledTemplatesModule(templates, TEMPLATE_OPTIONS)) as {
    source: string;
  };
  const file = path.join(dir, name);
  writeFileSync(file, made.source);
  return (
    (await import(pathToFileURL(file).href)) as {
      PRECOMPILED: ReadonlyMap<string, PrecompiledTemplate>;
    }
  ).PRECOMPILED;
}

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
  // Another template's spec under the WSDL's name and hash: taken, it shows in the output.
  const wsdl = precompiled.get("wsdl/service.wsdl.hbs")!;
  const swapped = new Map(precompiled).set("wsdl/service.wsdl.hbs", { ...wsdl, spec: other.spec });
  const wsdlFile = (files: ReturnType<typeof emitWith>) =>
    files.find((f) => f.path.endsWith("-server/service.wsdl"))!.content;
  expect(wsdlFile(emitWith(new TemplateRenderer(sources, swapped)))).toContain("another template");
  // The same under a stale hash, or other options: compiled from the source instead.
  const stale = new Map(swapped).set("wsdl/service.wsdl.hbs", {
    ...swapped.get("wsdl/service.wsdl.hbs")!,
    sha256: "0".repeat(64),
  });
  const otherOptions = new Map(swapped).set("wsdl/service.wsdl.hbs", {
    ...swapped.get("wsdl/service.wsdl.hbs")!,
    options: "{}",
  });
  for (const map of [stale, otherOptions])
    expect(wsdlFile(emitWith(new TemplateRenderer(sources, map)))).toContain("<wsdl:definitions");
});
