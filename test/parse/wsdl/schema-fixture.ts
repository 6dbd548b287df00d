/** Schema fragments read through a small ASMX-shaped WSDL, and the draft parts they should give. */
import type {
  DraftAttribute,
  DraftType,
  DraftTypeRef,
} from "../../../generator/model/contract-draft.ts";
import { asmxWsdl, readFixture, TNS, withoutLocs, type field } from "./asmx-fixture.ts";

export const OTHER_NS = "http://example.org/other/";

/** The draft types (without locations) and the model of a contract declaring `schema` (and `types`, more schemas). */
export async function typesOf(schema: string, types = "") {
  const { draft, model } = await readFixture(asmxWsdl({ schema, types }));
  return { types: withoutLocs(draft.types), model };
}

/** A complex draft type of the main schema's namespace with a plain sequence. */
export const complex = (
  local: string,
  fields: ReturnType<typeof field>[],
  more: object = {},
): DraftType => ({
  kind: "complex",
  name: { namespace: TNS, local },
  compositor: "sequence",
  fields,
  attributes: [],
  abstract: false,
  ...more,
});

/** An unqualified optional attribute. */
export const attribute = (
  xmlName: string,
  type: DraftTypeRef,
  more: Partial<DraftAttribute> = {},
): DraftAttribute => ({
  xmlName,
  namespace: "",
  type,
  required: false,
  ...more,
});
