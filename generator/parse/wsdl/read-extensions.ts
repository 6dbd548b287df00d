/**
 * The stated-requirements extension (wsdl/README.md): `ctr:required` and `ctr:atLeastOne` in the
 * appinfo of the request element, `ctr:dataItems` in that of the response element. Other appinfo
 * content is ignored; an element of the extension's namespace it does not define is an error.
 */
import type { DraftField, DraftOperation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { RequirementModel } from "../../model/service-model.ts";
import { CONTRACT_EXTENSION_NS, XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { childrenOf, requiredAttribute, requiredQNameAttribute } from "./xml-element.ts";

export function readRequirements(
  request: Declaration,
  parameters: DraftField[],
  operation: string,
): RequirementModel[] {
  return extensionElements(
    request,
    ["required", "atLeastOne"],
    `the request element of operation ${operation}`,
  ).map((el) => {
    const params = requiredAttribute(el, "params")
      .split(/\s+/)
      .filter((p) => p !== "");
    if (params.length === 0)
      throw new ContractError(
        `<${el.name}> names no parameters: expected params="Name1 Name2"`,
        el.loc,
      );
    const known = parameters.map((p) => p.xmlName);
    for (const param of params) {
      if (!known.includes(param)) {
        const expected =
          known.length > 0 ? `one of ${known.join(", ")}` : "none: the operation has no parameters";
        throw new ContractError(
          `<${el.name}> names ${param}, which is not a parameter of operation ${operation}: expected ${expected}`,
          el.loc,
        );
      }
    }
    return { kind: el.local as RequirementModel["kind"], params };
  });
}

export function readResultItems(
  schemas: SchemaIndex,
  response: Declaration,
  operation: string,
): DraftOperation["resultItems"] {
  const items = extensionElements(
    response,
    ["dataItems"],
    `the response element of operation ${operation}`,
  );
  if (items.length > 1)
    throw new ContractError(
      `<${items[1]!.name}> is given twice for operation ${operation}: expected at most one`,
      items[1]!.loc,
    );
  const el = items[0];
  if (!el) return undefined;
  const type = requiredQNameAttribute(el, "type", schemas.reading);
  const ref = typeRefOf(schemas, el, type, `<${el.name}> of operation ${operation}`);
  if (ref.kind !== "named")
    throw new ContractError(
      `<${el.name}> names the built-in type ${type.written}: expected a complexType of the contract`,
      el.loc,
    );
  const cardinality = requiredAttribute(el, "cardinality");
  if (cardinality !== "one" && cardinality !== "many") {
    throw new ContractError(
      `cardinality="${cardinality}" of <${el.name}> is not allowed: expected "one" or "many"`,
      el.loc,
    );
  }
  return { type: ref.name, cardinality };
}

/** The extension's elements in the element's appinfo, refusing any not `allowed` there. */
function extensionElements(decl: Declaration, allowed: string[], where: string): XmlElement[] {
  const found = childrenOf(decl.el, XSD_NS, "annotation")
    .flatMap((a) => childrenOf(a, XSD_NS, "appinfo"))
    .flatMap((info) => info.children.filter((c) => c.namespace === CONTRACT_EXTENSION_NS));
  for (const el of found) {
    if (!allowed.includes(el.local)) {
      throw new ContractError(
        `<${el.name}> is not an element of the contract extension allowed on ${where}: expected ${allowed.map((a) => `ctr:${a}`).join(" or ")} (see wsdl/README.md)`,
        el.loc,
      );
    }
  }
  return found;
}
