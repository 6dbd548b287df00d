/**
 * Formats the TypeScript modules of templates/ with the generator's pinned prettier configuration,
 * so that generated packages hold them byte for byte (test/emit/runtime-verbatim.test.ts checks).
 * Run it after editing a runtime module: `npm run format:templates`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { PRETTIER_CONFIG } from "../generator/write/format.ts";

const root = path.resolve(import.meta.dirname, "../templates");
let changed = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".ts")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const source = readFileSync(file, "utf8");
  const formatted = await prettier.format(source, { ...PRETTIER_CONFIG, parser: "typescript" });
  if (formatted === source) continue;
  writeFileSync(file, formatted);
  changed++;
  console.log(`formatted ${path.relative(process.cwd(), file)}`);
}
console.log(changed === 0 ? "templates/ is formatted" : `${changed} files formatted`);
