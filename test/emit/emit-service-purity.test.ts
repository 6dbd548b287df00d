/**
 * emitService is pure: with its context loaded, it gives the same files without touching the disk
 * (every function of node:fs and node:fs/promises throws while it runs) and with no process spawned.
 */
import { expect, it, vi } from "vitest";

const disk = vi.hoisted(() => ({ allowed: true, touched: [] as string[] }));

function guarded<M extends object>(real: M, module: string): M {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    out[name] =
      typeof value === "function" && !/^[A-Z]/.test(name)
        ? (...args: unknown[]) => {
            if (!disk.allowed) {
              disk.touched.push(`${module}.${name}`);
              throw new Error(`emitService touched the disk: ${module}.${name}`);
            }
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value;
  }
  return { ...out, default: out } as M;
}

vi.mock("node:fs", async (original) => guarded(await original<typeof import("node:fs")>(), "fs"));
vi.mock("node:fs/promises", async (original) =>
  guarded(await original<typeof import("node:fs/promises")>(), "fs/promises"),
);
vi.mock("node:child_process", async (original) =>
  guarded(await original<typeof import("node:child_process")>(), "child_process"),
);

// Test files share a worker's modules (vitest.config.ts): the generator's, imported by another
// file with the real node:fs, are imported again here, with the guarded one.
vi.resetModules();
const { emitService } = await import("../../generator/emit/emit-service.ts");
const { loadContract } = await import("../../generator/pipeline/load-contract.ts");
const { loadEmitContext } = await import("../../generator/pipeline/load-emit-context.ts");

it("emits the school contract's packages without the disk, the same each time", async () => {
  const contract = await loadContract({
    contract: { kind: "manifest", path: "wsdl/schoolservice.manifest.yaml" },
    allowNetwork: false,
    lenient: false,
  });
  const ctx = loadEmitContext(contract);
  disk.allowed = false;
  try {
    const first = emitService(contract.model, ctx);
    const second = emitService(contract.model, ctx);
    expect(disk.touched).toEqual([]);
    expect(first.length).toBeGreaterThan(60);
    expect(second).toEqual(first);
  } finally {
    disk.allowed = true;
  }
});

it("the guard works: the generator's own reads throw while it is on", () => {
  disk.allowed = false;
  try {
    expect(() => loadEmitContext()).toThrow(/emitService touched the disk: fs\./);
  } finally {
    disk.allowed = true;
    disk.touched.length = 0;
  }
});
