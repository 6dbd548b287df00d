/**
 * A manifest is a whole contract: the small school-shaped manifest builds the same model as the
 * hand-made draft the model and emitter tests use, and the parser reports the bytes it read.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import { parseManifestFile } from "../../../generator/parse/manifest/parse-manifest.ts";
import { smallDraft } from "../../support/school-draft.ts";

const MINI = path.join(import.meta.dirname, "fixtures/mini.manifest.yaml");

describe("a manifest's model", () => {
  it("equals the model of the same contract drafted by hand", async () => {
    const { draft } = await parseManifestFile(MINI);
    const model = buildServiceModel(draft);
    expect(model).toStrictEqual(buildServiceModel(smallDraft()));
    expect(model.envelope?.httpRootElement).toStrictEqual({
      namespace: "http://example.org/api/",
      local: "rtnObject",
    });
    expect(model.operations.map((op) => [op.name, op.soapAction, op.bindings])).toStrictEqual([
      ["userFind", "http://example.org/api/userFind", ["soap11", "httpGet"]],
      ["buildingList", "http://example.org/api/buildingList", ["soap11", "httpGet"]],
    ]);
  });

  it("returns the manifest's bytes as the one file read", async () => {
    const { files } = await parseManifestFile(MINI);
    expect(files).toStrictEqual([{ path: MINI, bytes: readFileSync(MINI) }]);
  });
});
