import type { OperationModel, ServiceModel, TypeModel } from "../../model/service-model.ts";
import type { EmitContext } from "../emit-context.ts";
import type { TemplateRenderer } from "../templates.ts";
import { withPortAddresses } from "./port-addresses.ts";
import { wsdlView } from "./wsdl-view.ts";

/**
 * The WSDL the service publishes: the contract's own when it is one WSDL file (with an address
 * added to each port that has none), else emitWsdl's.
 */
export function publishedWsdl(model: ServiceModel, ctx: EmitContext): string | undefined {
  return ctx.contractWsdl === undefined
    ? emitWsdl(model, ctx.templates)
    : withPortAddresses(ctx.contractWsdl, model);
}

export function emitWsdl(model: ServiceModel, templates: TemplateRenderer): string | undefined {
  return inOneNamespace(model) && asmxShaped(model)
    ? templates.render("wsdl/service.wsdl", wsdlView(model))
    : undefined;
}

function inOneNamespace(model: ServiceModel): boolean {
  const ns = model.namespace;
  const fieldsOk = (fields: { namespace: string }[]) =>
    fields.every((f) => f.namespace === ns || f.namespace === "");
  return (
    model.types.every(
      (t) => t.name.namespace === ns && (t.kind !== "complex" || fieldsOk(t.fields)),
    ) &&
    model.headers.every((h) => h.element.namespace === ns) &&
    model.operations.every(
      (op) =>
        op.input.wrapper?.namespace === ns &&
        op.output?.wrapper?.namespace === ns &&
        fieldsOk(op.input.fields),
    )
  );
}

/**
 * What ASMX itself publishes, and so what this writes: document/literal wrapped operations with
 * one result, and types without the constructs .NET's XmlSerializer does not write (simple
 * content, wildcards, mixed content, inline types, facets, unions, lists of contract types).
 */
function asmxShaped(model: ServiceModel): boolean {
  const operationOk = (op: OperationModel) =>
    op.style === "document" &&
    op.input.wrapper !== undefined &&
    op.output?.wrapper !== undefined &&
    op.output.fields.length === 1 &&
    op.faults.length === 0 &&
    op.outputHeaders.length === 0;
  const typeOk = (t: TypeModel) => {
    if (t.anonymous) return false;
    switch (t.kind) {
      case "complex":
        return (
          !t.text &&
          !t.anyElements &&
          !t.mixed &&
          t.derivation !== "restriction" &&
          t.choices.length <= 1 &&
          (t.choices.length === 0 || t.compositor === "choice")
        );
      case "simple":
        return Object.keys(t.facets).length === 0;
      case "list":
        return t.item.kind === "builtin";
      case "enum":
        return true;
      case "union":
        return false;
    }
  };
  return model.operations.every(operationOk) && model.types.every(typeOk);
}
