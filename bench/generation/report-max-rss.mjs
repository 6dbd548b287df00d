// Preloaded with `node --import` into a generator's process: on exit, writes the process's peak
// RSS to $BENCH_RUSAGE_FILE. Plain JavaScript, so that it adds no loader to the measured process.
import { writeFileSync } from "node:fs";

const file = process.env.BENCH_RUSAGE_FILE;
process.on("exit", () => {
  if (file) writeFileSync(file, JSON.stringify({ maxRssKb: process.resourceUsage().maxRSS }));
});
