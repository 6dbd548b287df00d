/**
 * soapgen packed as a registry would serve it: `npm pack` of a copy of the repository's package
 * files (a pack builds into the package's build/ folder, which the repository's own runs would
 * take up meanwhile), its prepack building the generator and its postpack removing the build. It
 * takes a minute, so it is made once for every test file that needs it (shared-artifact.ts):
 * test/adoption installs the tarball into new projects; test/pipeline/unchanged-run.test.ts runs
 * it unpacked, as a project's node_modules holds it.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { PACKAGE_SOURCES } from "./packed-toolchain.ts";
import { ok } from "./run-command.ts";
import { REPO_ROOT } from "./run-cli.ts";
import { sharedArtifact } from "./shared-artifact.ts";

const MINUTES = 60_000;

export interface PackedSoapgen {
  /** The tarball's path. */
  tarball: string;
  /** The paths the package holds, as `npm pack` listed them. */
  files: string[];
  /** Whether a build was left in the folder it was packed in. */
  buildLeft: boolean;
  /** The package unpacked (`package/` of the tarball), its dependencies linked to the repository's. */
  unpacked: string;
}

/** The packed soapgen of the repository as it is now. */
export async function packedSoapgen(): Promise<PackedSoapgen> {
  // The lock file too: the build bundles the dependencies it pins.
  const dir = await sharedArtifact(
    "packed-soapgen",
    [...PACKAGE_SOURCES, "package-lock.json"],
    async (into) => {
      const copy = path.join(into, "soapgen");
      for (const file of PACKAGE_SOURCES)
        cpSync(path.join(REPO_ROOT, file), path.join(copy, file), { recursive: true });
      symlinkSync(
        path.join(REPO_ROOT, "node_modules"),
        path.join(copy, "node_modules"),
        "junction",
      );
      const out = await ok(
        "npm",
        ["pack", "--pack-destination", into, "--json", "--loglevel=error"],
        copy,
        {},
        5 * MINUTES,
      );
      const [packed] = JSON.parse(out.slice(out.indexOf("\n[") + 1)) as {
        filename: string;
        files: { path: string }[];
      }[];
      const unpacked = path.join(into, "unpacked");
      mkdirSync(unpacked);
      await ok("tar", ["-xzf", path.join(into, packed!.filename), "-C", unpacked], into);
      symlinkSync(
        path.join(REPO_ROOT, "node_modules"),
        path.join(unpacked, "package/node_modules"),
        "junction",
      );
      writeFileSync(
        path.join(into, "packed.json"),
        JSON.stringify({
          filename: packed!.filename,
          files: packed!.files.map((f) => f.path),
          buildLeft: existsSync(path.join(copy, "build")),
        }),
      );
      rmSync(copy, { recursive: true, force: true });
    },
  );
  const { filename, files, buildLeft } = JSON.parse(
    readFileSync(path.join(dir, "packed.json"), "utf8"),
  ) as { filename: string; files: string[]; buildLeft: boolean };
  return {
    tarball: path.join(dir, filename),
    files,
    buildLeft,
    unpacked: path.join(dir, "unpacked/package"),
  };
}
