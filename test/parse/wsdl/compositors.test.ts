/**
 * Content models: sequence, all and choice nested to any depth with occurrence on every particle,
 * choices of a type, repeated and optional compositors, group references and wildcards.
 */
import { describe, expect, it } from "vitest";
import { asmxWsdl, builtin, expectFixtureError, field, TNS } from "./asmx-fixture.ts";
import { complex, typesOf } from "./schema-fixture.ts";

const int = builtin("int");
const string = builtin("string");

describe("compositors", () => {
  it("reads sequence, all and choice with each element's occurrence, in order; a choice's alternatives name it", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="Seq">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="B" type="s:string" />
          <s:element name="A" type="s:int" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="All">
        <s:all><s:element minOccurs="0" name="X" type="s:boolean" /></s:all>
      </s:complexType>
      <s:complexType name="Pick">
        <s:choice minOccurs="1" maxOccurs="1">
          <s:element name="P" type="s:string" />
          <s:element name="Q" type="s:int" maxOccurs="3" />
        </s:choice>
      </s:complexType>
      <s:complexType name="Empty" />`);
    expect(types).toEqual([
      complex("Seq", [field("B", string, { minOccurs: 0 }), field("A", int)]),
      complex("All", [field("X", builtin("boolean"), { minOccurs: 0 })], { compositor: "all" }),
      complex(
        "Pick",
        [
          field("P", string, { choice: { group: 0, alternative: 0 } }),
          field("Q", int, { maxOccurs: 3, choice: { group: 0, alternative: 1 } }),
        ],
        {
          compositor: "choice",
          choices: [{ required: true }],
        },
      ),
      complex("Empty", []),
    ]);
    expect(model.types.find((t) => t.name.local === "Pick")).toMatchObject({
      choices: [{ required: true }],
      fields: [{ choice: { group: 0, alternative: 0 } }, {}],
    });
  });

  it("flattens nested sequences", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Nested">
        <s:sequence>
          <s:element name="A" type="s:int" />
          <s:sequence><s:element name="B" type="s:int" /><s:sequence><s:element name="C" type="s:int" /></s:sequence></s:sequence>
        </s:sequence>
      </s:complexType>`);
    expect(types).toEqual([complex("Nested", [field("A", int), field("B", int), field("C", int)])]);
  });

  it("reads nested choices as choices of the type; an alternative that is a sequence is one alternative; an optional choice is not required", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Contact">
        <s:sequence>
          <s:element name="Name" type="s:string" />
          <s:choice>
            <s:element name="Email" type="s:string" />
            <s:sequence><s:element name="Street" type="s:string" /><s:element name="City" type="s:string" /></s:sequence>
          </s:choice>
          <s:choice minOccurs="0"><s:element name="Fax" type="s:string" /><s:element name="Phone" type="s:string" /></s:choice>
          <s:sequence minOccurs="0"><s:choice><s:element name="Web" type="s:string" /></s:choice></s:sequence>
        </s:sequence>
      </s:complexType>`);
    const member = (group: number, alternative: number) => ({ choice: { group, alternative } });
    expect(types).toEqual([
      complex(
        "Contact",
        [
          field("Name", string),
          field("Email", string, member(0, 0)),
          field("Street", string, member(0, 1)),
          field("City", string, member(0, 1)),
          field("Fax", string, member(1, 0)),
          field("Phone", string, member(1, 1)),
          field("Web", string, member(2, 0)),
        ],
        { choices: [{ required: true }, { required: false }, { required: false }] },
      ),
    ]);
  });

  it("reads an optional compositor's fields as optional, and a choice inside an alternative as optional fields of that alternative", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Opt">
        <s:sequence>
          <s:sequence minOccurs="0"><s:element name="X" type="s:int" /></s:sequence>
          <s:choice>
            <s:element name="A" type="s:int" />
            <s:sequence>
              <s:element name="B" type="s:int" />
              <s:choice><s:element name="C" type="s:int" /><s:element name="D" type="s:int" /></s:choice>
            </s:sequence>
          </s:choice>
        </s:sequence>
      </s:complexType>`);
    expect(types).toEqual([
      complex(
        "Opt",
        [
          field("X", int, { minOccurs: 0 }),
          field("A", int, { choice: { group: 0, alternative: 0 } }),
          field("B", int, { choice: { group: 0, alternative: 1 } }),
          field("C", int, { minOccurs: 0, choice: { group: 0, alternative: 1 } }),
          field("D", int, { minOccurs: 0, choice: { group: 0, alternative: 1 } }),
        ],
        { choices: [{ required: true }] },
      ),
    ]);
  });

  it("reads a repeated compositor's fields as independent, optional and unbounded, interleaved (in the order kept), and its choice as no choice of the type", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Rep">
        <s:sequence>
          <s:element name="Head" type="s:int" />
          <s:sequence maxOccurs="unbounded"><s:element name="Key" type="s:string" /><s:element name="Value" type="s:string" /></s:sequence>
          <s:choice maxOccurs="2"><s:element name="A" type="s:int" /><s:sequence><s:element name="B" type="s:int" maxOccurs="2" /></s:sequence></s:choice>
        </s:sequence>
      </s:complexType>
      <s:complexType name="Items"><s:choice minOccurs="0" maxOccurs="unbounded"><s:element name="I" type="s:int" /></s:choice></s:complexType>`);
    const many = { minOccurs: 0, maxOccurs: null };
    expect(types).toEqual([
      complex("Rep", [
        field("Head", int),
        field("Key", string, { ...many, interleaved: 0 }),
        field("Value", string, { ...many, interleaved: 0 }),
        field("A", int, { ...many, interleaved: 1 }),
        field("B", int, { ...many, interleaved: 1 }),
      ]),
      // One element alone in its repeated compositor: no order to keep.
      complex("Items", [field("I", int, many)], { compositor: "choice" }),
    ]);
  });

  it("leaves out particles with maxOccurs=0", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Gone">
        <s:sequence><s:element name="A" type="s:int" /><s:element name="B" type="s:int" maxOccurs="0" /><s:sequence maxOccurs="0"><s:element name="C" type="s:int" /></s:sequence></s:sequence>
      </s:complexType>`);
    expect(types).toEqual([complex("Gone", [field("A", int)])]);
  });
});

describe("group references", () => {
  it("inlines a group where it is referenced, with the reference's occurrence", async () => {
    const { types } = await typesOf(`
      <s:group name="Name">
        <s:sequence><s:element name="First" type="s:string" /><s:element name="Last" type="s:string" /></s:sequence>
      </s:group>
      <s:group name="Reach">
        <s:choice><s:element name="Email" type="s:string" /><s:element name="Phone" type="s:string" /></s:choice>
      </s:group>
      <s:group name="Outer"><s:sequence><s:group ref="tns:Name" /></s:sequence></s:group>
      <s:complexType name="Person">
        <s:sequence><s:group ref="tns:Outer" /><s:group ref="tns:Reach" minOccurs="0" /></s:sequence>
      </s:complexType>
      <s:complexType name="OnlyGroup"><s:group ref="tns:Reach" /></s:complexType>
      <s:complexType name="Names"><s:group ref="tns:Name" maxOccurs="unbounded" /></s:complexType>`);
    const many = { minOccurs: 0, maxOccurs: null };
    expect(types).toEqual([
      complex(
        "Person",
        [
          field("First", string),
          field("Last", string),
          field("Email", string, { choice: { group: 0, alternative: 0 } }),
          field("Phone", string, { choice: { group: 0, alternative: 1 } }),
        ],
        { choices: [{ required: false }] },
      ),
      complex(
        "OnlyGroup",
        [
          field("Email", string, { choice: { group: 0, alternative: 0 } }),
          field("Phone", string, { choice: { group: 0, alternative: 1 } }),
        ],
        {
          compositor: "choice",
          choices: [{ required: true }],
        },
      ),
      complex("Names", [
        field("First", string, { ...many, interleaved: 0 }),
        field("Last", string, { ...many, interleaved: 0 }),
      ]),
    ]);
  });

  it("qualifies a group's local elements by the form of the schema the group is written in", async () => {
    const OTHER = "http://example.org/other/";
    const { types } = await typesOf(
      `<s:complexType name="UsesGroup" xmlns:o="${OTHER}"><s:sequence><s:group ref="o:Local" /></s:sequence></s:complexType>`,
      `<s:schema targetNamespace="${OTHER}"><s:group name="Local"><s:sequence><s:element name="L" type="s:int" /></s:sequence></s:group></s:schema>`,
    );
    expect(types).toEqual([complex("UsesGroup", [field("L", int, { namespace: "" })])]);
  });

  it("names an unresolved group, and refuses a group that contains itself", async () => {
    const missing = asmxWsdl({
      schema: `<s:complexType name="T"><s:sequence><s:group ref="tns:Gone" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      missing,
      '<s:group ref="tns:Gone"',
      `unresolved group tns:Gone in a group reference: expected a group named Gone in namespace ${TNS}`,
    );
    const cycle = asmxWsdl({
      schema: `<s:group name="G"><s:sequence><s:element name="A" type="s:int" /><s:group ref="tns:G" /></s:sequence></s:group>
      <s:complexType name="T"><s:group ref="tns:G" /></s:complexType>`,
    });
    await expectFixtureError(
      cycle,
      '<s:group ref="tns:G" /></s:sequence>',
      "group G contains itself: expected groups that nest without a cycle",
    );
  });
});

describe("wildcards", () => {
  it("reads xs:any as the type's anyElements, several merged (minimums summed, unbounded if any is), and xs:anyAttribute", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Open">
        <s:sequence><s:element name="Id" type="s:int" /><s:any minOccurs="0" maxOccurs="unbounded" processContents="lax" /></s:sequence>
        <s:anyAttribute />
      </s:complexType>
      <s:complexType name="Two"><s:sequence><s:any /><s:any maxOccurs="2" /></s:sequence></s:complexType>
      <s:complexType name="Unbounded"><s:sequence><s:any /><s:sequence maxOccurs="unbounded"><s:any /></s:sequence></s:sequence></s:complexType>
      <s:complexType name="InChoice"><s:choice><s:element name="A" type="s:int" /><s:any /></s:choice></s:complexType>`);
    expect(types).toEqual([
      complex("Open", [field("Id", int)], {
        anyElements: { minOccurs: 0, maxOccurs: null },
        anyAttribute: true,
      }),
      complex("Two", [], { anyElements: { minOccurs: 2, maxOccurs: 3 } }),
      complex("Unbounded", [], { anyElements: { minOccurs: 1, maxOccurs: null } }),
      complex("InChoice", [field("A", int, { choice: { group: 0, alternative: 0 } })], {
        compositor: "choice",
        choices: [{ required: true }],
        anyElements: { minOccurs: 0, maxOccurs: 1 },
      }),
    ]);
  });

  it("reads ASMX's DataSet (a reference to xs:schema, then xs:any) as a wildcard", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="DataSet"><s:sequence><s:element ref="s:schema" /><s:any /></s:sequence></s:complexType>`);
    expect(types).toEqual([
      complex("DataSet", [], { anyElements: { minOccurs: 2, maxOccurs: 2 } }),
    ]);
    expect(model.types[0]).toMatchObject({
      fields: [],
      anyElements: { minOccurs: 2, maxOccurs: 2 },
    });
  });

  it("refuses what a content model cannot hold", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="T"><s:sequence><s:attribute name="a" type="s:int" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:attribute name="a"',
      "<s:attribute> inside <s:sequence> is not supported: expected xs:element, xs:sequence, xs:choice, xs:all, xs:group or xs:any",
    );
  });
});
