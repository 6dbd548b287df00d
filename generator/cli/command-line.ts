/**
 * The command line's grammar, declared once: each command with its flags and positionals, parsed
 * by Node's own `util.parseArgs` (strict: an unknown flag, a missing value or a value outside a
 * flag's choices is an error naming it), and the help text written from the same declarations.
 * yargs did this before; loading it and laying out its help on every run took longer than the
 * rest of an unchanged run (bench/README.md).
 */
import { parseArgs } from "node:util";

export interface FlagSpec {
  type: "string" | "boolean";
  describe: string;
  /** May be given more than once (each a comma-separated list, for the operations). */
  multiple?: boolean;
  choices?: readonly string[];
  default?: string | boolean;
}

export interface CommandSpec {
  name: string;
  describe: string;
  flags: Record<string, FlagSpec>;
  /** Optional positionals, in order, each with what it is. */
  positionals?: [string, string][];
  /** Flags that cannot be given together. */
  conflicts?: [string, string][];
}

export class UsageError extends Error {}

export type ParsedCommand =
  | { command: string; flags: Record<string, string | boolean | string[] | undefined> }
  | { help: string }
  | { version: true };

/** The command, its flags (defaults filled in) and positionals by name; or the help asked for. */
export function parseCommandLine(
  args: readonly string[],
  commands: readonly CommandSpec[],
  intro: string,
): ParsedCommand {
  const [name, ...rest] = args;
  if (name === "--version") return { version: true };
  if (name === undefined || name === "--help" || name === "-h")
    return { help: overview(commands, intro) };
  const command = commands.find((c) => c.name === name);
  if (!command)
    throw new UsageError(
      `unknown command ${name}: name a command: ${commands.map((c) => c.name).join(", ")}`,
    );
  if (rest.includes("--help") || rest.includes("-h")) return { help: commandHelp(command) };
  let parsed;
  try {
    parsed = parseArgs({
      args: [...rest],
      options: Object.fromEntries(
        Object.entries(command.flags).map(([flag, spec]) => [
          flag,
          { type: spec.type, ...(spec.multiple ? { multiple: true } : {}) },
        ]),
      ),
      allowPositionals: (command.positionals ?? []).length > 0,
      strict: true,
    });
  } catch (err) {
    throw new UsageError(
      `${(err as Error).message.replace(/\. To specify a positional argument.*$/s, "")} (soapgen ${command.name} --help lists its flags)`,
    );
  }
  const flags: Record<string, string | boolean | string[] | undefined> = {};
  for (const [flag, spec] of Object.entries(command.flags)) {
    const value = (parsed.values[flag] as string | boolean | string[] | undefined) ?? spec.default;
    if (value === undefined) continue;
    if (spec.choices && typeof value === "string" && !spec.choices.includes(value))
      throw new UsageError(`--${flag} ${value}: expected one of ${spec.choices.join(", ")}`);
    flags[flag] = value;
  }
  for (const [a, b] of command.conflicts ?? []) {
    if (parsed.values[a] !== undefined && parsed.values[b] !== undefined)
      throw new UsageError(`--${a} and --${b} cannot be given together`);
  }
  const positionals = command.positionals ?? [];
  if (parsed.positionals.length > positionals.length)
    throw new UsageError(
      `soapgen ${command.name} takes at most ${positionals.length} contract files, not ${parsed.positionals.length}`,
    );
  parsed.positionals.forEach((value, i) => (flags[positionals[i]![0]] = value));
  return { command: command.name, flags };
}

function overview(commands: readonly CommandSpec[], intro: string): string {
  const width = Math.max(...commands.map((c) => usageOf(c).length));
  return `Usage: soapgen <command> [options]\n\n${wrap(intro, 0)}\n\nCommands:\n${commands.map((c) => `  ${usageOf(c).padEnd(width)}  ${wrap(c.describe, width + 4)}`).join("\n")}\n\nsoapgen <command> --help lists a command's flags.\n`;
}

function commandHelp(command: CommandSpec): string {
  const rows: [string, string][] = [
    ...(command.positionals ?? []).map(([name, what]): [string, string] => [`<${name}>`, what]),
  ];
  for (const [flag, spec] of Object.entries(command.flags)) {
    const value =
      spec.type === "string" ? (spec.choices ? ` <${spec.choices.join("|")}>` : " <value>") : "";
    rows.push([`--${flag}${value}`, spec.describe]);
  }
  rows.push(["--help", "show this help"]);
  const width = Math.min(36, Math.max(...rows.map(([left]) => left.length)));
  const lines = rows.map(
    ([left, right]) =>
      (left.length > width ? `  ${left}\n  ${"".padEnd(width)}  ` : `  ${left.padEnd(width)}  `) +
      wrap(right, width + 4),
  );
  return `Usage: soapgen ${usageOf(command)} [options]\n\n${wrap(command.describe, 0)}\n\nOptions:\n${lines.join("\n")}\n`;
}

/** Words wrapped at 100 columns, the lines after the first indented by `indent`. */
function wrap(text: string, indent: number): string {
  const lines = [""];
  for (const word of text.split(" ")) {
    const line = lines[lines.length - 1]!;
    if (line !== "" && indent + line.length + 1 + word.length > 100) lines.push(word);
    else lines[lines.length - 1] = line === "" ? word : `${line} ${word}`;
  }
  return lines.join(`\n${" ".repeat(indent)}`);
}

function usageOf(command: CommandSpec): string {
  return [command.name, ...(command.positionals ?? []).map(([name]) => `[${name}]`)].join(" ");
}
