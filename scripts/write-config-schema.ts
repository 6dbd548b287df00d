// Writes soapgen.schema.json, the project file's JSON schema (for editors: `"$schema"` in
// soapgen.config.json), from the schema the project file is validated with. test/cli/project-file
// .test.ts checks that the committed file is what this writes.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { projectJsonSchema } from "../generator/cli/project-file.ts";

writeFileSync(
  path.join(import.meta.dirname, "..", "soapgen.schema.json"),
  `${JSON.stringify(projectJsonSchema(), null, 2)}\n`,
);
