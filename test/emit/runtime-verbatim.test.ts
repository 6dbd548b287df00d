import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatFiles } from "../../generator/check/format.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

const TEMPLATES = path.join(REPO_ROOT, "templates");
const OUTPUTS = [
  path.join(REPO_ROOT, "generated"),
  path.join(REPO_ROOT, "test/scenarios/edge-cases/generated"),
];
/** Runtime folders of the generated packages, by the templates/ folder they are copied from. */
const FOLDERS: [string, RegExp][] = [
  ["runtime", /-contract\/src\/runtime$/],
  ["client-runtime", /-client\/src\/runtime$/],
  ["server-runtime", /-server\/src\/runtime$/],
  ["fixtures", /-fixtures\/src$/],
];

function templateModules(): string[] {
  return readdirSync(TEMPLATES, { recursive: true, encoding: "utf8" }).filter((f) =>
    f.endsWith(".ts"),
  );
}

/** A generated file without its three-line provenance header. */
function body(file: string): string {
  return readFileSync(file, "utf8").split("\n").slice(3).join("\n");
}

describe("the copied runtime", () => {
  it("is formatted with the generator's pinned configuration (npm run format)", async () => {
    const sources = templateModules().map((file) => ({
      path: file,
      content: readFileSync(path.join(TEMPLATES, file), "utf8"),
    }));
    const formatted = await formatFiles(sources);
    expect(
      sources.filter((source, i) => formatted[i]!.content !== source.content).map((s) => s.path),
    ).toEqual([]);
  });

  it("is in every generated package byte for byte, under the provenance header", () => {
    let compared = 0;
    for (const out of OUTPUTS) {
      for (const pkg of readdirSync(out).filter((p) => !p.startsWith("."))) {
        for (const [from, where] of FOLDERS) {
          const dir = ["src/runtime", "src"]
            .map((d) => path.join(out, pkg, d))
            .find((d) => where.test(d));
          if (!dir || !existsSync(dir)) continue;
          for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts"))) {
            const template = path.join(TEMPLATES, from, file);
            if (!existsSync(template)) continue; // rendered per contract (contract-runtime.ts, fixtures)
            expect(body(path.join(dir, file)), `${pkg}: ${file}`).toBe(
              readFileSync(template, "utf8"),
            );
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it("holds only the modules a package uses", () => {
    // The school contract has a result envelope, which the client finishes; the edge cases have none.
    expect(
      existsSync(path.join(OUTPUTS[0]!, "school-service-client/src/runtime/envelope.ts")),
    ).toBe(true);
    expect(
      existsSync(path.join(OUTPUTS[1]!, "edge-cases-service-client/src/runtime/envelope.ts")),
    ).toBe(false);
    expect(
      existsSync(path.join(OUTPUTS[1]!, "edge-cases-service-server/src/runtime/items.ts")),
    ).toBe(false);
  });
});
