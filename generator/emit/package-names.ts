/** npm package and folder names of the generated packages, derived from the service name. */
import type { ServiceModel } from "../model/service-model.ts";
import type { PackageOptions } from "../options.ts";

/** The packages' npm names (`@acme/school-service-client` with a scope). */
export interface PackageNames {
  contract: string;
  client: string;
  server: string;
  fixtures: string;
}

/** `SchoolService` -> `school-service`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1-$2")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase();
}

/** `packages`: the scope and the stem the options name, if any. */
export function packageNames(model: ServiceModel, packages: Pick<PackageOptions, "scope" | "name"> = { scope: null, name: null }): PackageNames {
  // A name of no ASCII letters or digits at all (npm names are ASCII) still makes packages.
  const stem = `${packages.scope === null ? "" : `${packages.scope}/`}${packages.name ?? (kebabCase(model.name) || "service")}`;
  return { contract: `${stem}-contract`, client: `${stem}-client`, server: `${stem}-server`, fixtures: `${stem}-fixtures` };
}

/** The package's folder in the output folder: its name without the scope. */
export function packageFolder(name: string): string {
  return name.replace(/^@[^/]+\//, "");
}
