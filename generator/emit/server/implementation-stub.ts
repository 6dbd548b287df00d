/**
 * The implementation stub `generate` creates for the user to fill: once, beside the output folder
 * (`server/implementation.ts` next to `generated/`), and never overwritten, since it is theirs.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ServiceModel } from "../../model/service-model.ts";
import { formatFiles } from "../../write/format.ts";
import { packageNames } from "../package-names.ts";
import { TemplateRenderer } from "../templates.ts";
import { serverView } from "./server-view.ts";

/** Where the stub goes for an output folder. */
export function implementationStubPath(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), "server", "implementation.ts");
}

export function renderImplementationStub(model: ServiceModel, templates = new TemplateRenderer()): string {
  const names = packageNames(model);
  return templates.render("server/implementation-stub.ts", { ...serverView(model, names.contract, false), serverPackage: names.server });
}

/** Writes the stub unless the file exists; returns its path (from the working folder) when it was created. */
export async function createImplementationStub(model: ServiceModel, outDir: string): Promise<string | undefined> {
  const file = implementationStubPath(outDir);
  const [formatted] = await formatFiles([{ path: file, content: renderImplementationStub(model) }]);
  await mkdir(path.dirname(file), { recursive: true });
  try {
    await writeFile(file, formatted!.content, { flag: "wx" });
    return path.relative(process.cwd(), file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EEXIST") return undefined;
    throw err;
  }
}
