/** The `xs:extension` or `xs:restriction` an `xs:complexContent` or `xs:simpleContent` holds. */
import { ContractError } from "../../model/contract-error.ts";
import { XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import { unsupported } from "./unsupported.ts";

export interface ContentDerivation {
  el: XmlElement;
  kind: "extension" | "restriction";
}

export function contentDerivation(content: XmlElement): ContentDerivation {
  const el = content.children.find((c) => c.namespace === XSD_NS && c.local !== "annotation");
  if (!el)
    throw new ContractError(
      `<${content.name}> holds no derivation: expected xs:extension or xs:restriction`,
      content.loc,
    );
  if (el.local !== "extension" && el.local !== "restriction")
    throw unsupported(
      el,
      `<${el.name}> in <${content.name}>`,
      "expected xs:extension or xs:restriction",
    );
  return { el, kind: el.local };
}
