/**
 * The generator's shape, checked by `npm run lint` (part of `npm test`): the pipeline runs
 * input (parse) -> model -> emitters (emit) -> checks (check) -> files (write), driven by
 * pipeline/ and cli/ (and
 * model -> contract diff (diff), pure like the emitters); no
 * folder depends on one that depends back on it, and the runtime copied into generated packages
 * (templates/) depends on nothing of the generator's.
 */
const under = (folder) => `^generator/${folder}/`;
const folders = (...names) => `^generator/(${names.join("|")})/`;

module.exports = {
  forbidden: [
    {
      name: "no-folder-cycles",
      comment: "A folder that imports a folder importing it back: move what both need to a shared folder.",
      severity: "error",
      scope: "folder",
      from: { path: "^(generator|templates)/" },
      to: { circular: true },
    },
    {
      name: "no-module-cycles",
      comment: "Modules evaluating each other (type-only imports aside).",
      severity: "error",
      from: { path: "^(generator|templates)/" },
      to: { circular: true, viaOnly: { dependencyTypesNot: ["type-only"] } },
    },
    { name: "model-is-the-middle", severity: "error", from: { path: under("model") }, to: { path: folders("parse", "emit", "check", "write", "pipeline", "cli") } },
    { name: "parsers-produce-the-model", severity: "error", from: { path: under("parse") }, to: { path: folders("emit", "check", "write", "pipeline", "cli") } },
    { name: "emitters-read-only-the-model", severity: "error", from: { path: under("emit") }, to: { path: folders("parse", "check", "write", "pipeline", "cli") } },
    { name: "emitters-read-no-disk", severity: "error", from: { path: under("emit") }, to: { dependencyTypes: ["core"], path: "^(node:)?(fs|child_process|worker_threads)(/|$)" } },
    { name: "diff-reads-only-the-model", severity: "error", from: { path: under("diff") }, to: { path: folders("parse", "emit", "check", "write", "pipeline", "cli") } },
    { name: "diff-reads-no-disk", severity: "error", from: { path: under("diff") }, to: { dependencyTypes: ["core"], path: "^(node:)?(fs|child_process|worker_threads)(/|$)" } },
    { name: "checks-take-files", severity: "error", from: { path: under("check") }, to: { path: folders("parse", "model", "write", "pipeline", "cli") } },
    { name: "writers-take-files", severity: "error", from: { path: under("write") }, to: { path: folders("parse", "model", "check", "pipeline", "cli") } },
    { name: "cli-on-top", severity: "error", from: { path: "^generator/(?!cli/)" }, to: { path: under("cli") } },
    { name: "runtime-stands-alone", severity: "error", from: { path: "^templates/" }, to: { path: "^(generator|test|scripts|bench)/" } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
  },
};
