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

/** The names' stem, without the scope: the one the options name, else the service's name. */
export function packageStem(model: ServiceModel, name: string | null = null): string {
  // A name of no ASCII letters or digits at all (npm names are ASCII) still makes packages.
  return name ?? (kebabCase(model.name) || "service");
}

/** `packages`: the scope and the stem the options name, if any. */
export function packageNames(
  model: ServiceModel,
  packages: Pick<PackageOptions, "scope" | "name"> = { scope: null, name: null },
): PackageNames {
  const stem = `${packages.scope === null ? "" : `${packages.scope}/`}${packageStem(model, packages.name)}`;
  return {
    contract: `${stem}-contract`,
    client: `${stem}-client`,
    server: `${stem}-server`,
    fixtures: `${stem}-fixtures`,
  };
}

/** The package's folder in the output folder: its name without the scope. */
export function packageFolder(name: string): string {
  return name.replace(/^@[^/]+\//, "");
}
