/**
 * The environment the native compiler runs in. The compiler is a Go program: by default Go's
 * garbage collector runs each time the heap doubles, from a few megabytes on, although nearly all
 * the compiler allocates (syntax trees, symbols, types) lives until it exits. So collections are
 * turned off (`GOGC=off`) and a memory limit takes their place (`GOMEMLIMIT`, half the memory the
 * process may use: the machine's, or its container's when less): the collector runs only when the
 * heap nears it. Measured on this project's 2-core machine, the same files and output: the school
 * packages 0.18-0.21 -> 0.13-0.15 s for 3 MB more, the 1,500-operation contract's three runs
 * 3.3-3.7 + 1.9 + 1.2 s -> 2.6-2.8 + 1.5 + 0.9 s for 5-15% more peak memory (bench/README.md). A
 * user's own GOGC or GOMEMLIMIT is kept as it is.
 */
import { totalmem } from "node:os";

const MIB = 1024 * 1024;

export function compilerEnv(env: NodeJS.ProcessEnv = process.env, memory: number = usableMemory()): NodeJS.ProcessEnv {
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return env;
  return { ...env, GOGC: "off", GOMEMLIMIT: `${Math.floor(memory / 2 / MIB)}MiB` };
}

/** The machine's memory, or the limit of the container (cgroup) the process runs in when lower. */
export function usableMemory(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}
