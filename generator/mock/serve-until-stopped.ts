/**
 * Keeps a server of these commands running until SIGINT (Ctrl-C) or SIGTERM, then closes it
 * (answering the calls it has) and exits 0.
 */
import type { RunningServer } from "./generated-packages.ts";

export function serveUntilStopped(running: RunningServer): void {
  const stop = () => {
    // A second signal while closing (a call that hangs): exit at once.
    process.once("SIGINT", () => process.exit(130)).once("SIGTERM", () => process.exit(143));
    void running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop).once("SIGTERM", stop);
}
