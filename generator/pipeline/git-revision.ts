/**
 * A contract as a git revision holds it (`origin/main:wsdl/service.wsdl`): the file and the files
 * beside it (its imports) are written out of git into a temporary folder, at their paths in the
 * repository, so the contract reads as it did then.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { ContractError } from "../model/contract-error.ts";

export interface RevisionContract {
  /** The contract's path in the temporary folder. */
  file: string;
  /** A path in the temporary folder as the revision names it (`origin/main:wsdl/a.xsd`). */
  label(file: string): string;
  remove(): void;
}

/** `spec`: `<revision>:<path>`, the path from the repository's root (or `./` for the working folder). */
export function contractAtRevision(spec: string, cwd = process.cwd()): RevisionContract {
  const colon = spec.indexOf(":");
  if (colon <= 0 || colon === spec.length - 1)
    throw new ContractError(
      `--base ${spec}: expected <revision>:<path>, e.g. origin/main:wsdl/service.wsdl`,
    );
  const revision = spec.slice(0, colon);
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, {
        cwd,
        encoding: "buffer",
        stdio: ["ignore", "pipe", "pipe"],
        maxBuffer: 256 * 1024 * 1024,
      });
    } catch (err) {
      const stderr = (err as { stderr?: Buffer }).stderr?.toString().trim();
      throw new ContractError(
        `--base ${spec}: git ${args[0]} failed: ${stderr || (err as Error).message}`,
      );
    }
  };
  const root = git("rev-parse", "--show-toplevel").toString().trim();
  const given = spec.slice(colon + 1);
  // As git reads `<rev>:./<path>`: relative to the working folder; otherwise to the repository's root.
  const inRepo = (
    given.startsWith("./") || given.startsWith("../")
      ? path.relative(root, path.resolve(cwd, given))
      : given
  )
    .split(path.sep)
    .join("/");
  const dir = mkdtempSync(path.join(os.tmpdir(), "soapgen-base-"));
  try {
    const folder = path.posix.dirname(inRepo);
    const listed = git(
      "ls-tree",
      "-r",
      "--name-only",
      revision,
      "--",
      folder === "." ? "." : `${folder}/`,
    )
      .toString()
      .split("\n")
      .filter(Boolean);
    if (!listed.includes(inRepo))
      throw new ContractError(`--base ${spec}: ${inRepo} is not in ${revision}`);
    for (const file of listed) {
      const target = path.join(dir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, git("show", `${revision}:${file}`));
    }
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    file: path.join(dir, inRepo),
    label: (file) =>
      `${revision}:${path.relative(dir, path.resolve(file)).split(path.sep).join("/")}`,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
