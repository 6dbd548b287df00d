/** The order schemas are declared in when a schema needed as another is made is also one of its properties' types. */
import { expect, it } from "vitest";
import { builtin, complex, emitted, field, named } from "./emit-fragment.ts";

const declared = (out: string, name: string) => out.indexOf(`export const ${name}Schema`);

it("a base with a field of its derived type: the base first, the field a getter", async () => {
  const out = await emitted([
    complex("Base", [
      field("id", builtin("int")),
      field("child", named("Derived"), { minOccurs: 0 }),
    ]),
    complex("Derived", [field("extra", builtin("string"))], {
      base: named("Base"),
      derivation: "extension",
    }),
  ]);
  expect(declared(out, "Base")).toBeGreaterThan(-1);
  expect(declared(out, "Base")).toBeLessThan(declared(out, "Derived"));
  expect(out).toMatch(/get child\(\) \{\n\s+return DerivedSchema\.optional\(\);\n\s+\},/);
  expect(out).toMatch(/export const DerivedSchema[^=]*= typedSchema<[^>]*>\(\s*BaseSchema\.and\(/);
});

it("a type with an xsd:anyType field is one of AnyTypeItem's members: the type first", async () => {
  const out = await emitted([complex("Holder", [field("value", builtin("anyType"))])]);
  expect(declared(out, "Holder")).toBeGreaterThan(-1);
  expect(declared(out, "Holder")).toBeLessThan(declared(out, "AnyTypeItem"));
});
