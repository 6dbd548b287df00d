/**
 * The WSDL a service publishes at `?WSDL` when its contract is not one WSDL file (a manifest, or a
 * WSDL with imports), written from the model as ASMX writes its own.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { TemplateRenderer } from "../templates.ts";
import { wsdlView } from "./wsdl-view.ts";

export function emitWsdl(model: ServiceModel, templates: TemplateRenderer): string {
  return templates.render("wsdl/service.wsdl", wsdlView(model));
}
