/**
 * The shape of a manifest document, in zod: the one definition behind both the parser's checks
 * and the published JSON Schema (`wsdl/manifest.schema.json`), so every description written here
 * is what an editor shows while the manifest is typed. Objects are strict: an unknown key is an
 * error. Rules across fields (one compositor per type, requirement names, references) are checked
 * after this shape, in check-manifest.ts.
 */
import * as z from "zod";
import { BINDING_KINDS, type BindingKind } from "../../model/service-model.ts";
import { EXPECTED, SEMVER } from "../../options.ts";

/** An XML NCName (ASCII): what every element, parameter, type and operation name must be. */
const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_.-]*$/;
/** A type name, optionally prefixed `xsd:` (a built-in) or `tns:` (a type of this manifest). */
const TYPE_NAME_PATTERN = /^(?:(?:xsd|tns):)?[A-Za-z_][A-Za-z0-9_.-]*$/;

const name = () =>
  z
    .string({ error: "a name" })
    .regex(NAME_PATTERN, { error: "an XML name (a letter or _, then letters, digits, _, . or -)" });

const typeName = (description: string) =>
  z
    .string({ error: "a type name" })
    .regex(TYPE_NAME_PATTERN, {
      error: "a type name such as string, xsd:dateTime, cUser or tns:cUser",
    })
    .describe(description);

const documentation = (what: string) =>
  z
    .string()
    .optional()
    .describe(`Documentation of the ${what}; becomes the JSDoc of the generated code.`);

const TYPE_HELP =
  "An XSD built-in by bare name or as xsd:name (string, boolean, int, long, decimal, dateTime, guid, anyType, ...), or a type of this manifest by name or as tns:name.";

const occurrenceHelp =
  "ASMX's default when omitted: 1 for .NET value types (boolean, numbers, dateTime, date, time, duration, guid, char, enum types, restrictions of those), 0 for reference types (string, base64Binary, anyURI, QName, anyType, complex types, lists, restrictions of those).";

const fieldObject = z
  .strictObject({
    type: typeName(`The element's type. ${TYPE_HELP}`),
    minOccurs: z
      .int({ error: "an integer" })
      .min(0, { error: "an integer >= 0" })
      .optional()
      .describe(`Least number of occurrences. ${occurrenceHelp}`),
    maxOccurs: z
      .union([z.int().min(1), z.literal("unbounded")], { error: "an integer >= 1 or unbounded" })
      .optional()
      .describe(
        "Greatest number of occurrences: an integer, or unbounded for a repeated element. Default 1.",
      ),
    nillable: z
      .boolean({ error: "true or false" })
      .optional()
      .describe("Whether the element may be sent as xsi:nil. Default false."),
    documentation: documentation("element"),
  })
  .meta({
    id: "ElementLongForm",
    description: "An element in full: { type, minOccurs, maxOccurs, nillable, documentation }.",
  });

const field = (what: string) =>
  z
    .union(
      [
        typeName(
          `Shorthand: just the ${what}'s type, with ASMX's default occurrence. ${TYPE_HELP}`,
        ),
        fieldObject,
      ],
      {
        error: "a type name or a map with type, minOccurs, maxOccurs, nillable, documentation",
      },
    )
    .describe(
      `A ${what}: its type name (shorthand) or { type, minOccurs, maxOccurs, nillable, documentation }.`,
    );

/** Named once each, so the JSON Schema defines them once (`definitions`) and refers to them. */
const typeField = field("field").meta({ id: "Field" });
const parameter = field("parameter").meta({ id: "Parameter" });

const fields = (what: "field" | "parameter", description: string) =>
  z
    .record(
      name().describe(`The ${what}'s XML name (case-sensitive, in the service namespace).`),
      what === "field" ? typeField : parameter,
    )
    .optional()
    .describe(description);

const attribute = z
  .union(
    [
      typeName(`Shorthand: just the attribute's type; the attribute is optional. ${TYPE_HELP}`),
      z.strictObject({
        type: typeName(`The attribute's type. ${TYPE_HELP}`),
        required: z
          .boolean({ error: "true or false" })
          .optional()
          .describe("Whether the attribute must be present (use=required). Default false."),
        documentation: documentation("attribute"),
      }),
    ],
    { error: "a type name or a map with type, required, documentation" },
  )
  .meta({
    id: "Attribute",
    description:
      "An attribute (unqualified): its type name (shorthand) or { type, required, documentation }.",
  });

const builtinName = (description: string) =>
  typeName(`${description} Must be an XSD built-in (string, int, ... or xsd:name).`);

const typeDefinition = z
  .strictObject({
    documentation: documentation("type"),
    sequence: fields(
      "field",
      "Complex type: its elements in order (xsd:sequence). At most one of sequence, all, choice.",
    ),
    all: fields(
      "field",
      "Complex type: its elements in any order (xsd:all). At most one of sequence, all, choice.",
    ),
    choice: fields(
      "field",
      "Complex type: exactly one of its elements (xsd:choice). At most one of sequence, all, choice.",
    ),
    extends: typeName(
      `Complex type: the base type it extends (complexContent/extension); the base's fields come first. ${TYPE_HELP}`,
    ).optional(),
    abstract: z
      .boolean({ error: "true or false" })
      .optional()
      .describe("Complex type: whether it is abstract. Default false."),
    attributes: z
      .record(name().describe("The attribute's name."), attribute)
      .optional()
      .describe("Complex type: its attributes, keyed by name."),
    anyAttribute: z
      .boolean({ error: "true or false" })
      .optional()
      .describe(
        "Complex type: whether attributes it does not name are allowed and kept (xsd:anyAttribute; ASMX writes it on every SOAP header type). Default false.",
      ),
    enum: z
      .array(
        z.string({ error: "a string" }).describe("One enumeration value, as written on the wire."),
        { error: "a list of values" },
      )
      .min(1, { error: "at least one value" })
      .optional()
      .describe(
        "Enumeration type: its values, in order (xsd:restriction with xsd:enumeration). Cannot be empty.",
      ),
    base: builtinName("Enumeration type: the built-in it restricts. Default string.").optional(),
    restriction: builtinName(
      "Simple type restricting a built-in (facets are not modelled).",
    ).optional(),
    list: builtinName("Simple type: an xsd:list of a built-in.").optional(),
  })
  .meta({
    id: "Type",
    description:
      "A type: complex (sequence, all or choice; extends; attributes; or none of them for no declared content), an enumeration (enum, base), a restriction or a list.",
  });

const bindingKind = z.enum(
  BINDING_KINDS as readonly BindingKind[] as [BindingKind, ...BindingKind[]],
  {
    error: `one of ${BINDING_KINDS.join(", ")}`,
  },
);

const bindings = (description: string) =>
  z
    .array(bindingKind.describe("soap11, soap12, httpGet or httpPost."), {
      error: "a list of bindings",
    })
    .min(1, { error: "at least one binding" })
    .optional()
    .describe(description);

const parameterNames = (description: string) =>
  z
    .array(name().describe("A parameter of this operation."), {
      error: "a list of parameter names",
    })
    .min(1, { error: "at least one parameter name" })
    .optional()
    .describe(description);

const operation = z
  .strictObject({
    documentation: documentation("operation"),
    parameters: fields(
      "parameter",
      "The request element's children, in order, keyed by name. Default: none.",
    ),
    required: parameterNames(
      "Stated requirement: each of these parameters must be supplied (not absent, nil, empty or the type's default value).",
    ),
    atLeastOne: parameterNames(
      "Stated requirement: at least one of these parameters must be supplied.",
    ),
    result: typeName(`The type of the <operation>Result element. ${TYPE_HELP}`),
    data: z
      .strictObject({
        type: typeName(
          "The type of this manifest that _data carries (documentation and typed helpers; _data stays anyType on the wire).",
        ),
        cardinality: z
          .enum(["one", "many"], { error: "one or many" })
          .describe("one: a single object; many: a list."),
      })
      .optional()
      .describe("What the result envelope's _data carries for this operation."),
    headers: z
      .array(name().describe("A header declared under headers."), {
        error: "a list of header names",
      })
      .optional()
      .describe("SOAP headers the operation's input binds, by element name. Default: none."),
    bindings: bindings(
      "The bindings that publish this operation. Default: every binding of the service.",
    ),
  })
  .meta({
    id: "Operation",
    description: "An operation: its parameters, result and stated requirements.",
  });

export const manifestSchema = z
  .strictObject({
    manifestVersion: z
      .literal(1, { error: "1 (the only manifest version this toolchain reads)" })
      .describe("Version of this manifest format: 1."),
    service: z
      .strictObject({
        name: name().describe(
          "The service name (wsdl:service), e.g. SchoolService; binding names derive from it.",
        ),
        namespace: z
          .string({ error: "a namespace URI" })
          .min(1)
          .describe("Target namespace of every type, element and parameter."),
        address: z
          .string({ error: "an address" })
          .min(1)
          .describe(
            "The address every port publishes, e.g. http://localhost/api/schoolservice.asmx.",
          ),
        documentation: documentation("service"),
        version: z
          .string({ error: EXPECTED.version })
          .regex(SEMVER, { error: EXPECTED.version })
          .optional()
          .describe(
            "The contract's version, a semantic version such as 1.2.0: the generated packages' version, unless packageVersion in the project file or --package-version sets another. Default 1.0.0.",
          ),
        bindings: bindings(
          "The bindings the service publishes. Default: soap11, soap12, httpGet, httpPost.",
        ),
      })
      .describe("The service: name, namespace and address."),
    headers: z
      .record(
        name().describe("The header's global element name, in the service namespace."),
        z
          .strictObject({
            type: typeName(`The header element's type. ${TYPE_HELP}`),
            documentation: documentation("header"),
          })
          .describe("A SOAP header element."),
      )
      .optional()
      .describe("SOAP header elements, keyed by global element name."),
    types: z
      .record(name().describe("The type's name, in the service namespace."), typeDefinition)
      .optional()
      .describe("The contract's types, keyed by name."),
    elements: z
      .record(
        name().describe("The element's name, in the service namespace."),
        z
          .strictObject({
            type: typeName(`The element's type. ${TYPE_HELP}`),
            nillable: z
              .boolean({ error: "true or false" })
              .optional()
              .describe("Whether the element is nillable. Default false."),
          })
          .describe("A global element."),
      )
      .optional()
      .describe("Global elements (the envelope's element roots HTTP GET/POST responses)."),
    operations: z
      .record(name().describe("The operation name as published."), operation)
      .describe("The operations, in contract order, keyed by name."),
  })
  .meta({
    title: "Operation manifest of an ASMX SOAP service",
    description:
      "A hand-written contract for soap-ts-toolchain: the service, its types and its operations.",
  });

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestField = z.infer<typeof fieldObject> | string;
export type ManifestType = z.infer<typeof typeDefinition>;
export type ManifestOperation = z.infer<typeof operation>;
