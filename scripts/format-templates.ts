/**
 * Formats the TypeScript modules of templates/ with the generator's own formatter and pinned
 * configuration, so that generated packages hold them byte for byte
 * (test/emit/runtime-verbatim.test.ts checks). Run it after editing a runtime module:
 * `npm run format:templates`.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { formatFiles } from "../generator/check/format.ts";

const root = path.resolve(import.meta.dirname, "../templates");
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts"))
  .map((file) => ({ path: file, content: readFileSync(path.join(root, file), "utf8") }));
const formatted = await formatFiles(files);
let changed = 0;
formatted.forEach((file, i) => {
  if (file.content === files[i]!.content) return;
  writeFileSync(path.join(root, file.path), file.content);
  changed++;
  console.log(`formatted templates/${file.path}`);
});
console.log(changed === 0 ? "templates/ is formatted" : `${changed} files formatted`);
