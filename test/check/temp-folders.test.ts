/**
 * The run's temporary folders go where TMPDIR says, else to memory when there is room (Linux's
 * /dev/shm), else to the system's temporary folder.
 */
import { existsSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  makeTempFolder,
  removeTempFolder,
  removeTempFolders,
  tempFoldersRemoved,
} from "../../generator/check/temp-folders.ts";

const saved = process.env.TMPDIR;
afterEach(() => {
  removeTempFolders();
  if (saved === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = saved;
});

const memory = process.platform === "linux" && existsSync("/dev/shm");

describe("makeTempFolder", () => {
  it.runIf(memory)("makes a small run's folder in memory when TMPDIR is not set", () => {
    delete process.env.TMPDIR;
    const dir = makeTempFolder("soapgen-temp-test-", 1_000_000);
    expect(path.dirname(dir)).toBe("/dev/shm");
    expect(existsSync(dir)).toBe(true);
  });

  it.runIf(memory)(
    "makes it on the disk when memory has less than twice the room the files need",
    () => {
      delete process.env.TMPDIR;
      const { bavail, bsize } = statfsSync("/dev/shm");
      const dir = makeTempFolder("soapgen-temp-test-", (bavail * bsize) / 2 + 1);
      expect(path.dirname(dir)).toBe(tmpdir());
    },
  );

  it("makes it under TMPDIR when that is set", () => {
    process.env.TMPDIR = tmpdir();
    const dir = makeTempFolder("soapgen-temp-test-", 1);
    expect(path.dirname(dir)).toBe(process.env.TMPDIR);
  });

  it("removes a folder in the background, and says when every such removal has finished", async () => {
    const dir = makeTempFolder("soapgen-temp-test-", 1);
    writeFileSync(path.join(dir, "staged.ts"), "export {};\n");
    removeTempFolder(dir);
    await tempFoldersRemoved();
    expect(existsSync(dir)).toBe(false);
  });

  it("removes every folder it made when asked at once (a signal's handler)", () => {
    const dirs = [makeTempFolder("soapgen-temp-test-", 1), makeTempFolder("soapgen-temp-test-", 1)];
    removeTempFolders();
    expect(dirs.filter((dir) => existsSync(dir))).toEqual([]);
  });
});
