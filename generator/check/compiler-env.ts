/**
 * The environment the native compiler runs in. The compiler is a Go program: by default Go's
 * garbage collector runs each time the heap doubles, from a few megabytes on, although nearly all
 * the compiler allocates (syntax trees, symbols, types) lives until it exits. So collections are
 * turned off (`GOGC=off`) and a memory limit takes their place (`GOMEMLIMIT`, half the memory the
 * process may use: the machine's, or its container's when less): the collector runs only when the
 * heap nears it: a fifth to a quarter less time for a little more peak memory (bench/README.md).
 * A user's own GOGC or GOMEMLIMIT is kept as it is.
 */
import { totalmem } from "node:os";

const MIB = 1024 * 1024;

export function compilerEnv(
  env: NodeJS.ProcessEnv = process.env,
  memory: number = usableMemory(),
): NodeJS.ProcessEnv {
  if (env.GOGC !== undefined || env.GOMEMLIMIT !== undefined) return env;
  return { ...env, GOGC: "off", GOMEMLIMIT: `${Math.floor(memory / 2 / MIB)}MiB` };
}

/** The machine's memory, or the limit of the container (cgroup) the process runs in when lower. */
export function usableMemory(): number {
  const constrained = process.constrainedMemory?.() ?? 0;
  return constrained > 0 ? Math.min(constrained, totalmem()) : totalmem();
}
