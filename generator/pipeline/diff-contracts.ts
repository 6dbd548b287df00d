/**
 * `diff`: both contracts read into models, their differences classified (diff/), and each change
 * placed on a line of the contract text it is in: the line naming the operation or type, then,
 * after it, the parameter or field (the first that fits; a best guess for a contract whose names
 * repeat).
 */
import { readFileSync } from "node:fs";
import { diffModels } from "../diff/diff-models.ts";
import type { DiffReport, LocatedChange, TextLocation } from "../diff/format-changes.ts";
import type { ServiceModel } from "../model/service-model.ts";
import type { ContractRef, GeneratorOptions } from "../options.ts";
import { loadContract, type LoadedContract } from "./load-contract.ts";
import { regExpLiteral } from "../../templates/runtime/reg-exp-literal.ts";

export interface DiffSide {
  contract: ContractRef;
  /** How the contract and its files are named in the report (a git revision's files, say). */
  label?: (file: string) => string;
}

/** The report, and the two models it compares. */
export interface ContractDiff {
  report: DiffReport;
  before: ServiceModel;
  after: ServiceModel;
}

export async function diffContracts(
  before: DiffSide,
  after: DiffSide,
  options: Pick<GeneratorOptions, "allowNetwork" | "lenient">,
): Promise<ContractDiff> {
  const [a, b] = await Promise.all(
    [before, after].map((side) => loadContract({ contract: side.contract, ...options })),
  );
  const locateOld = locator(a!, before);
  const locateNew = locator(b!, after);
  const changes: LocatedChange[] = diffModels(a!.model, b!.model).map((c) => {
    const old = c.where.old && locateOld(c.where.old);
    const now = c.where.new && locateNew(c.where.new);
    return { ...c, ...(old ? { old } : {}), ...(now ? { new: now } : {}) };
  });
  return {
    report: {
      old: (before.label ?? String)(before.contract.path),
      new: (after.label ?? String)(after.contract.path),
      changes,
    },
    before: a!.model,
    after: b!.model,
  };
}

/**
 * Finds the line of a path of names in a contract's files (the contract first, then its imports),
 * each named as the side names it: the contract by the path given, an import by its path.
 */
function locator(loaded: LoadedContract, side: DiffSide): (names: string[]) => TextLocation {
  const label = side.label ?? String;
  const files = loaded.source.files
    .filter((f) => !/^https?:/i.test(f.path))
    .map((f, i) => ({
      path: i === 0 ? side.contract.path : f.path,
      lines: readFileSync(f.path, "utf8").split(/\r?\n/),
    }));
  return (names) => {
    for (const file of files) {
      let line = -1;
      for (const name of names) {
        const found = findName(file.lines, name, line + 1);
        if (found < 0) break;
        line = found;
      }
      if (line >= 0) return { file: label(file.path), line: line + 1 };
    }
    return { file: label(side.contract.path) };
  };
}

/**
 * The first line from `from` naming `name`: `name="x"` (WSDL, XSD), `value="x"` (an enumeration
 * value) or `x:` (a YAML key); failing that, the first line holding it as a word.
 */
function findName(lines: string[], name: string, from: number): number {
  const escaped = regExpLiteral(name);
  for (const pattern of [
    new RegExp(`(?:name|value)="${escaped}"|^\\s*(?:- )?${escaped}\\s*:|[\\s{,]${escaped}\\s*:`),
    new RegExp(`(?:^|\\W)${escaped}(?:\\W|$)`),
  ]) {
    for (let i = from; i < lines.length; i++) if (pattern.test(lines[i]!)) return i;
  }
  return -1;
}
