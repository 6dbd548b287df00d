/**
 * The implementation stub `generate` creates for the user to fill, at the path the options name
 * (`server/implementation.ts` by default), only when no file is there: once created it is theirs.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { EmitContext } from "../emit-context.ts";
import { packageNames } from "../package-names.ts";
import { serverView } from "./server-view.ts";

export function emitImplementationStub(model: ServiceModel, { templates, packages }: EmitContext): string {
  const names = packageNames(model, packages.scope);
  return templates.render("server/implementation-stub.ts", { ...serverView(model, names.contract, false), serverPackage: names.server });
}
