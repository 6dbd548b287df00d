/**
 * The shared components: `XmlValue` (content the contract does not describe: text, null, fields by
 * element name, or a list of them), `AnyTypeItem` (an `xsd:anyType` value, told apart by its
 * `type`: a built-in, a contract type, or `unknown`) and `SoapFault` (an error's JSON body).
 */
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { builtinSchema } from "./builtin-schemas.ts";
import { nullable, objectSchema, ref, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope, SharedComponent } from "./openapi-scope.ts";

export function sharedSchema(component: SharedComponent, scope: OpenApiScope): JsonSchema {
  switch (component) {
    case "XmlValue":
      return xmlValue(ref(scope.sharedName("XmlValue")));
    case "AnyTypeItem":
      return anyTypeItem(scope);
    case "SoapFault":
      return soapFault(scope);
  }
}

function xmlValue(self: JsonSchema): JsonSchema {
  return {
    anyOf: [
      { type: "string" },
      { type: "null" },
      { type: "array", items: self },
      { type: "object", additionalProperties: self },
    ],
  };
}

function anyTypeItem(scope: OpenApiScope): JsonSchema {
  const item = (type: string, value: JsonSchema, extra: [string, JsonSchema][] = []) =>
    objectSchema(
      [["type", { const: type }], ["value", value], ...extra],
      ["type", "value", ...extra.map(([name]) => name)],
    );
  const builtins = ANY_TYPE_BUILTINS.filter((xsd) => xsd !== "anyType").map((xsd) =>
    item(
      `xsd:${xsd}`,
      builtinSchema(xsd as Exclude<typeof xsd, "anyType">),
      xsd === "dateTime" ? [["text", { type: "string" }]] : [],
    ),
  );
  const contract = anyTypeMemberTypes(scope.model).map((t) =>
    item(t.name.local, scope.ownSchemaOf(t.id)),
  );
  const unknown = objectSchema(
    [
      ["type", { const: "unknown" }],
      ["xsiType", nullable({ type: "string" })],
      ["xsiTypeNamespace", { type: "string" }],
      ["value", scope.shared("XmlValue")],
    ],
    ["type", "xsiType", "value"],
  );
  return { oneOf: [...builtins, ...contract, unknown] };
}

/**
 * A SOAP fault as JSON: its code (the fault code's local name: Client, Server, Sender, Receiver,
 * or the contract's own), its message (faultstring, or SOAP 1.2's Reason text), its actor when it
 * has one, and its detail: a fault the operation declares is named by `fault` and its detail is
 * the declared type's value; any other's detail is the detail's content as XML values.
 */
export function faultObject(detail: JsonSchema, fault?: string): JsonSchema {
  return objectSchema(
    [
      ...(fault !== undefined ? [["fault", { const: fault }] as [string, JsonSchema]] : []),
      ["code", { type: "string" }],
      ["message", { type: "string" }],
      ["actor", { type: "string" }],
      ["detail", detail],
    ],
    fault !== undefined ? ["fault", "code", "message", "detail"] : ["code", "message"],
  );
}

function soapFault(scope: OpenApiScope): JsonSchema {
  const fault = faultObject(scope.shared("XmlValue")) as { properties: object };
  return { ...fault, properties: { ...fault.properties, fault: false } };
}
