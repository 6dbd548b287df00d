import { describe, expect, it } from "vitest";
import { z } from "zod";
import { familySchema, objectSchema, typedSchema } from "../../templates/runtime/typed-schema.ts";

interface Order {
  id: number;
  note?: string;
  when: Date;
}

/** What the client passes for a dateTime: a Date or its text; the implementation receives a Date. */
const dateTime = z
  .union([z.date(), z.string()])
  .transform((v) => (v instanceof Date ? v : new Date(v)));

describe("typedSchema", () => {
  it("is the schema it is given, typed as the type it gives", () => {
    const schema = typedSchema<Order["id"][], Order["id"][]>(z.array(z.number()));
    expect(schema.parse([1, 2])).toEqual([1, 2]);
    expect(schema.safeParse(["1"]).success).toBe(false);
  });

  it("refuses, at compile time, a schema that gives or takes another type", () => {
    // @ts-expect-error the schema gives a string.
    typedSchema<number>(z.string());
    // @ts-expect-error the schema may give undefined.
    typedSchema<number>(z.number().optional());
    // @ts-expect-error the schema takes text, and its input must be a Date too.
    typedSchema<Date, Date>(dateTime);
    // With input unknown, only what it gives is checked.
    typedSchema<Date>(dateTime);
  });
});

describe("objectSchema", () => {
  it("parses as z.object of its fields does: optional fields may be absent, unknown ones are dropped", () => {
    const schema = objectSchema<Order>({
      id: z.number(),
      note: z.string().optional(),
      when: z.date(),
    });
    const when = new Date("2024-05-01T00:00:00Z");
    expect(schema.parse({ id: 1, when, extra: true })).toEqual({ id: 1, when });
    expect(schema.safeParse({ id: "1", when }).success).toBe(false);
    expect(schema.safeParse({ when }).error?.issues[0]?.path).toEqual(["id"]);
  });

  it("with input unknown, takes fields whose input differs from the type (parameters)", () => {
    const schema = objectSchema<Order, unknown>({
      id: z.number(),
      note: z.string().optional(),
      when: dateTime,
    });
    expect(schema.parse({ id: 1, when: "2024-05-01T00:00:00Z" }).when).toEqual(
      new Date("2024-05-01T00:00:00Z"),
    );
  });

  it("refuses, at compile time, fields that do not give the type's properties", () => {
    // @ts-expect-error `when` has no schema: every property needs one, the optional ones too.
    objectSchema<Order>({ id: z.number(), note: z.string().optional() });
    // @ts-expect-error `note` has no schema.
    objectSchema<Order>({ id: z.number(), when: z.date() });
    // biome-ignore format: the expected error must stay on the line after its directive.
    // @ts-expect-error `extra` is not a property of Order.
    objectSchema<Order>({ id: z.number(), note: z.string().optional(), when: z.date(), extra: z.string() });
    // @ts-expect-error `id` gives a string, not a number.
    objectSchema<Order>({ id: z.string(), note: z.string().optional(), when: z.date() });
    // @ts-expect-error `id` may be absent in what the schema gives, and Order requires it.
    objectSchema<Order>({ id: z.number().optional(), note: z.string().optional(), when: z.date() });
    // @ts-expect-error `when` takes text as input, and the input must be an Order too.
    objectSchema<Order>({ id: z.number(), note: z.string().optional(), when: dateTime });
  });
});

describe("familySchema", () => {
  const shape = z.object({ id: z.number() });
  const circle = shape.and(z.object({ radius: z.number() }));
  const family = familySchema<
    { id: number; $type?: "Shape" } | { id: number; radius: number; $type: "Circle" }
  >({ Shape: shape, Circle: circle }, "Shape");

  it("checks a value by the member its $type names, or the family's own type when it names none", () => {
    expect(family.safeParse({ id: 1 }).success).toBe(true);
    expect(family.safeParse({ id: 1, radius: 2, $type: "Circle" }).success).toBe(true);
    expect(
      family.safeParse({ id: 1, $type: "Circle" }).error?.issues.map((i) => [i.path, i.message]),
    ).toEqual([[["radius"], "Invalid input: expected number, received undefined"]]);
  });

  it("refuses a $type outside the family, at $type, naming the members", () => {
    const issues = z.object({ shape: family }).safeParse({ shape: { id: 1, $type: "Square" } })
      .error?.issues;
    expect(issues?.map((i) => [i.path, i.message])).toEqual([
      [["shape", "$type"], 'Invalid input: expected $type "Shape" | "Circle"'],
    ]);
  });

  it("of an abstract type (no own member) wants a $type", () => {
    const abstract = familySchema({ Circle: circle });
    expect(abstract.safeParse({ id: 1, radius: 2 }).success).toBe(false);
  });
});
