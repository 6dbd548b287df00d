/**
 * The contract types an anyType item may be: ASMX writes any type it serializes as `object`, the
 * types its methods use too (those were left out, and an `object` holding one could neither be
 * sent nor read with its attributes). They are named by local name, which stands for the
 * contract's own namespace: a type of another namespace with the same local name is no member (it
 * was written in the contract's namespace, and collided with the member).
 */
import { expect, it } from "vitest";
import { anyTypeMemberTypes } from "../../../generator/emit/common/any-type-members.ts";
import { builtin, complex, field, named, tinyModel } from "../support/tiny-model.ts";

it("are the named complex types of the contract's own namespace, used elsewhere or not", () => {
  const model = tinyModel({
    types: [
      complex("Bag", [field("item", builtin("anyType")), field("rect", named("Rect"))]),
      complex("Rect", [field("width", builtin("int"))]),
      complex("Extra", [field("a", builtin("string"))]),
      {
        ...complex("Extra", [field("b", builtin("string"))]),
        name: { namespace: "urn:other", local: "Extra" },
      },
      { ...complex("Other", []), name: { namespace: "urn:other", local: "Other" } },
    ],
  });
  expect(anyTypeMemberTypes(model).map((t) => t.id)).toEqual([
    "{urn:tiny}Bag",
    "{urn:tiny}Extra",
    "{urn:tiny}Rect",
  ]);
});
