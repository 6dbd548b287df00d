// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { z } from "zod";
function typedSchema(schema) {
  return schema;
}
function objectSchema(fields) {
  return z.object(fields);
}
function enumOf(values) {
  return z.enum(values);
}
function nillableItems(item) {
  return z.array(item.nullable());
}
function taggedUnionSchema(members) {
  const options = Object.entries(members).map(
    ([type, fields]) => z.object({ type: z.literal(type), ...fields })
  );
  return z.discriminatedUnion(
    "type",
    options
  );
}
function familySchema(members, root) {
  const names = Object.keys(members).map((name) => JSON.stringify(name)).join(" | ");
  return z.unknown().superRefine((value, ctx) => {
    const given = typeof value === "object" && value !== null ? value.$type : void 0;
    const name = given ?? root;
    const member = typeof name === "string" && Object.hasOwn(members, name) ? members[name] : void 0;
    if (member === void 0) {
      ctx.addIssue({
        code: "custom",
        path: ["$type"],
        input: given,
        message: `Invalid input: expected $type ${names}`
      });
      return;
    }
    const outcome = member.safeParse(value);
    if (!outcome.success)
      for (const issue of outcome.error.issues)
        ctx.addIssue({ ...issue });
  });
}
export {
  enumOf,
  familySchema,
  nillableItems,
  objectSchema,
  taggedUnionSchema,
  typedSchema
};
//# sourceMappingURL=typed-schema.js.map
