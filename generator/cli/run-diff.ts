/**
 * `soapgen diff`: which contracts to compare (two files; or the contract before as a git revision
 * holds it, and after it a file or the project's contract), the report in the format asked, and
 * the exit code: 1 when a change is at least as bad as `--fail-on`, else 0 (2 for an error).
 */
import { changesInUse } from "../diff/changes-in-use.ts";
import { atLeast, severityOf, type Viewpoint } from "../diff/contract-change.ts";
import { packageNames } from "../emit/package-names.ts";
import { formatReport, type DiffFormat } from "../diff/format-changes.ts";
import { ContractError } from "../model/contract-error.ts";
import { contractRef } from "../options.ts";
import { readCodeUsage } from "../pipeline/code-usage.ts";
import { diffContracts, type DiffSide } from "../pipeline/diff-contracts.ts";
import { contractAtRevision, type RevisionContract } from "../pipeline/git-revision.ts";
import { resolveOptions, type OptionFlags } from "./resolve-options.ts";

export interface DiffFlags extends OptionFlags {
  old?: string;
  new?: string;
  base?: string;
  format: DiffFormat;
  "fail-on": "breaking" | "warning" | "never";
  for: Viewpoint;
  "used-by"?: string[];
}

/** The report for stdout, and the exit code. */
export interface DiffOutcome {
  exitCode: number;
  output: string;
}

export async function runDiff(flags: DiffFlags, cwd = process.cwd()): Promise<DiffOutcome> {
  if (flags.base !== undefined && flags.new !== undefined)
    throw new ContractError(
      "--base names the contract before: give at most one contract file, the one after",
    );
  const afterFile = flags.base !== undefined ? flags.old : flags.new;
  const beforeFile = flags.base !== undefined ? undefined : flags.old;
  if (flags.base === undefined && beforeFile === undefined)
    throw new ContractError(
      "name the contract before: soapgen diff <old> [<new>], or --base <revision>:<path>",
    );
  // The contract after: the file given, else the project's (its file, or --wsdl/--manifest).
  const project = afterFile === undefined ? resolveOptions(flags, cwd) : undefined;
  const options = {
    allowNetwork: flags["allow-network"] ?? project?.allowNetwork ?? false,
    lenient: flags.lenient ?? project?.lenient ?? false,
  };
  const after: DiffSide = { contract: project?.contract ?? contractRef(afterFile!) };
  let revision: RevisionContract | undefined;
  try {
    let before: DiffSide;
    if (flags.base !== undefined) {
      revision = contractAtRevision(flags.base, cwd);
      before = { contract: contractRef(revision.file), label: revision.label };
    } else {
      before = { contract: contractRef(beforeFile!) };
    }
    const diff = await diffContracts(before, after, options);
    const report = { ...diff.report, viewpoint: flags.for };
    const usedBy = flags["used-by"];
    if (usedBy !== undefined) {
      // The code imports the packages generated from the contract before.
      const names = packageNames(diff.before, project?.packages);
      const usage = readCodeUsage(usedBy, [names.client, names.contract]);
      if (usage.files.length === 0)
        throw new ContractError(
          `--used-by: no source file in ${usedBy.join(", ")} imports ${names.client} or ${names.contract}`,
        );
      report.changes = changesInUse(report.changes, diff.before, diff.after, usage.words);
      report.unused = diff.report.changes.length - report.changes.length;
    }
    const threshold = flags["fail-on"];
    const failed =
      threshold !== "never" &&
      report.changes.some((c) => atLeast(severityOf(c, flags.for), threshold));
    return { exitCode: failed ? 1 : 0, output: formatReport(report, flags.format) };
  } finally {
    revision?.remove();
  }
}
