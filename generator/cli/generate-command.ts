/**
 * The command that regenerates this project, as messages name it: the package.json script that
 * runs `soapgen generate` (the one `soapgen init` added), else `npx soapgen generate`, with the
 * flags the failing command was given (a project file named by --config, say).
 */
import { readFileSync } from "node:fs";
import path from "node:path";

/** `flags`: the arguments after the command's name (`check --config x.json` gives `--config x.json`). */
export function generateCommand(cwd: string, flags: readonly string[]): string {
  const script = flags.length === 0 ? generateScript(cwd) : undefined;
  if (script !== undefined) return `npm run ${script}`;
  return ["npx soapgen generate", ...flags.map(shellWord)].join(" ");
}

function generateScript(cwd: string): string | undefined {
  let scripts: Record<string, string> | undefined;
  try {
    scripts = (
      JSON.parse(readFileSync(path.join(cwd, "package.json"), "utf8")) as {
        scripts?: Record<string, string>;
      }
    ).scripts;
  } catch {
    return undefined;
  }
  // `soapgen generate`, `node bin/soapgen.js generate`, without further arguments.
  return Object.entries(scripts ?? {}).find(([, command]) =>
    /^(?:\S*[\\/])?soapgen(?:\.js)?\s+generate\s*$/.test(command.replace(/^node\s+/, "")),
  )?.[0];
}

function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, "'\\''")}'`;
}
