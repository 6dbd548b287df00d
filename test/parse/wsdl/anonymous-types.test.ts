/**
 * Types declared inline: one draft type per declaration, named after the path of its declaration
 * in the namespace of the schema it is written in; the wrapper elements of operations are none.
 */
import { describe, expect, it } from "vitest";
import { asmxWsdl, builtin, field, named, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";
import { attribute, complex, OTHER_NS, typesOf } from "./schema-fixture.ts";

const anonymous = (local: string, fields: ReturnType<typeof field>[], more: object = {}) => ({
  ...complex(local, fields, more),
  anonymous: true,
});

describe("anonymous types", () => {
  it("names each inline type after its path: a global element, its local elements, deeper ones, a named type's elements and attributes", async () => {
    const { types, model } = await typesOf(`
      <s:element name="Order">
        <s:complexType>
          <s:sequence>
            <s:element name="Items">
              <s:complexType><s:sequence><s:element name="Item" maxOccurs="unbounded"><s:complexType><s:attribute name="sku" type="s:string" /></s:complexType></s:element></s:sequence></s:complexType>
            </s:element>
          </s:sequence>
        </s:complexType>
      </s:element>
      <s:complexType name="Shipment">
        <s:sequence>
          <s:element ref="tns:Order" />
          <s:element ref="tns:Order" minOccurs="0" />
          <s:element name="Status"><s:simpleType><s:restriction base="s:string"><s:enumeration value="Open" /></s:restriction></s:simpleType></s:element>
        </s:sequence>
        <s:attribute name="weight"><s:simpleType><s:restriction base="s:decimal"><s:minExclusive value="0" /></s:restriction></s:simpleType></s:attribute>
      </s:complexType>`);
    expect(types).toEqual([
      complex(
        "Shipment",
        [
          field("Order", named("Order")),
          field("Order", named("Order"), { minOccurs: 0 }),
          field("Status", named("Shipment/Status")),
        ],
        {
          attributes: [attribute("weight", named("Shipment/@weight"))],
        },
      ),
      anonymous("Order", [field("Items", named("Order/Items"))]),
      {
        kind: "enum",
        name: { namespace: TNS, local: "Shipment/Status" },
        anonymous: true,
        base: "string",
        values: ["Open"],
      },
      {
        kind: "simple",
        name: { namespace: TNS, local: "Shipment/@weight" },
        anonymous: true,
        base: "decimal",
        facets: { minExclusive: "0" },
      },
      anonymous("Order/Items", [field("Item", named("Order/Items/Item"), { maxOccurs: null })]),
      anonymous("Order/Items/Item", [], { attributes: [attribute("sku", builtin("string"))] }),
    ]);
    expect(model.types.map((t) => [t.name.local, t.tsName, t.anonymous])).toEqual([
      ["Order", "Order", true],
      ["Order/Items", "OrderItems", true],
      ["Order/Items/Item", "OrderItemsItem", true],
      ["Shipment", "Shipment", false],
      ["Shipment/@weight", "ShipmentWeight", true],
      ["Shipment/Status", "ShipmentStatus", true],
    ]);
  });

  it("puts an inline type in the namespace of the schema it is written in, and names a global attribute's and a group's by them", async () => {
    const { types } = await typesOf(
      `<s:complexType name="Uses" xmlns:o="${OTHER_NS}"><s:sequence><s:element ref="o:Note" /><s:group ref="o:Parts" /></s:sequence><s:attribute ref="o:mode" /></s:complexType>`,
      `<s:schema targetNamespace="${OTHER_NS}" xmlns:o="${OTHER_NS}">
        <s:element name="Note"><s:complexType><s:sequence><s:element name="Text" type="s:string" /></s:sequence></s:complexType></s:element>
        <s:group name="Parts"><s:sequence><s:element name="Part"><s:complexType /></s:element></s:sequence></s:group>
        <s:attribute name="mode"><s:simpleType><s:list itemType="s:int" /></s:simpleType></s:attribute>
      </s:schema>`,
    );
    const other = (local: string) => named(local, OTHER_NS);
    expect(types).toEqual([
      complex(
        "Uses",
        [
          field("Note", other("Note"), { namespace: OTHER_NS }),
          field("Part", other("Parts/Part"), { namespace: "" }),
        ],
        {
          attributes: [attribute("mode", other("@mode"), { namespace: OTHER_NS })],
        },
      ),
      {
        ...anonymous("Note", [field("Text", builtin("string"), { namespace: "" })]),
        name: { namespace: OTHER_NS, local: "Note" },
      },
      { ...anonymous("Parts/Part", []), name: { namespace: OTHER_NS, local: "Parts/Part" } },
      {
        kind: "list",
        name: { namespace: OTHER_NS, local: "@mode" },
        anonymous: true,
        item: builtin("int"),
      },
    ]);
  });

  it("gives an inline type whose id a named type has, or another inline type, a suffix", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="Order"><s:sequence><s:element name="No" type="s:int" /></s:sequence></s:complexType>
      <s:element name="Order"><s:complexType><s:sequence><s:element name="Ref" type="tns:Order" /></s:sequence></s:complexType></s:element>
      <s:complexType name="Pair">
        <s:choice>
          <s:element name="Side"><s:complexType><s:sequence><s:element name="L" type="s:int" /></s:sequence></s:complexType></s:element>
          <s:element name="Side" maxOccurs="2"><s:complexType><s:sequence><s:element name="R" type="s:int" /></s:sequence></s:complexType></s:element>
        </s:choice>
      </s:complexType>
      <s:complexType name="Uses"><s:sequence><s:element ref="tns:Order" /></s:sequence></s:complexType>`);
    expect(types.filter((t) => t.anonymous).map((t) => t.name.local)).toEqual([
      "Pair/Side",
      "Pair/Side~2",
      "Order~2",
    ]);
    expect(types.find((t) => t.name.local === "Uses")).toEqual(
      complex("Uses", [field("Order", named("Order~2"))]),
    );
    expect(model.types.map((t) => t.tsName)).toEqual([
      "Order",
      "Order2",
      "Pair",
      "PairSide",
      "PairSide2",
      "Uses",
    ]);
  });

  it("reads an operation's wrapper elements as no types, and the types declared inline in them", async () => {
    const params = `<s:element name="Filter"><s:complexType><s:sequence><s:element name="Text" type="s:string" /></s:sequence></s:complexType></s:element>`;
    const { draft } = await readFixture(asmxWsdl({ operations: [{ name: "find", params }] }));
    expect(withoutLocs(draft.types)).toEqual([
      anonymous("find/Filter", [field("Text", builtin("string"))]),
    ]);
    expect(withoutLocs(draft.operations[0]!.input.fields)).toEqual([
      field("Filter", named("find/Filter")),
    ]);
  });
});
