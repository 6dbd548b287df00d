/**
 * The WSDL a service publishes at `?WSDL` when its contract is not one WSDL file (a manifest, or a
 * WSDL with imports), written from the model as ASMX writes its own. ASMX writes a schema per
 * namespace; this writes one, so a model with declarations in other namespaces has none here.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { EmitContext } from "../emit-context.ts";
import type { TemplateRenderer } from "../templates.ts";
import { wsdlView } from "./wsdl-view.ts";

/** The WSDL the service publishes: the contract's own when it is one WSDL file, else emitWsdl's. */
export function publishedWsdl(model: ServiceModel, ctx: EmitContext): string | undefined {
  return ctx.contractWsdl ?? emitWsdl(model, ctx.templates);
}

export function emitWsdl(model: ServiceModel, templates: TemplateRenderer): string | undefined {
  return inOneNamespace(model) ? templates.render("wsdl/service.wsdl", wsdlView(model)) : undefined;
}

function inOneNamespace(model: ServiceModel): boolean {
  const ns = model.namespace;
  const fieldsOk = (fields: { namespace: string }[]) => fields.every((f) => f.namespace === ns || f.namespace === "");
  return (
    model.types.every((t) => t.name.namespace === ns && (t.kind !== "complex" || fieldsOk(t.fields))) &&
    model.headers.every((h) => h.element.namespace === ns) &&
    model.operations.every((op) => op.requestElement.namespace === ns && op.responseElement.namespace === ns && fieldsOk(op.parameters))
  );
}
