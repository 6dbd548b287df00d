/**
 * `demo-implementation.ts` of the server package: in-memory sample answers for every operation,
 * the credentials the demo accepts, and the options `serve.ts` serves the demo with.
 */
import { isSingleString } from "../../model/single-string.ts";
import type { ComplexTypeModel, OperationModel, ServiceModel } from "../../model/service-model.ts";
import { authHeader } from "../../model/auth-header.ts";
import { answersWithEnvelope } from "../../model/operation-shape.ts";
import { isOpen } from "../../model/open-type.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import {
  arr,
  arrow,
  binary,
  call,
  member,
  newExpr,
  obj,
  str,
  type ExprNode,
  type ModuleNode,
  type ObjectEntry,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { serverNames } from "./server-module.ts";

export function demoModule(
  model: ServiceModel,
  contract: string,
  namer = new TsTypeNamer(model),
): ModuleNode {
  const imports = new Imports();
  const names = serverNames(model);
  const support = (name: string) => imports.use("./runtime/demo-support.js", name);
  const credentials = demoCredentials(model, namer);
  const statements: Statement[] = [];
  if (credentials) {
    const type = `${imports.namespace(`${contract}/types`, "T", { type: true })}.${credentials.type}`;
    const field = (from: string, key: string) => binary(member(from, key), "??", str(""));
    statements.push(
      {
        kind: "const",
        name: "DEMO_CREDENTIALS",
        doc: ["The credentials the demo accepts."],
        type,
        value: obj(credentials.fields.map((key) => ({ key, value: str("demo") }))),
      },
      {
        kind: "function",
        name: "demoAuthenticate",
        doc: [
          "Accepts {@link DEMO_CREDENTIALS} only. Every field is compared, in constant time and even after a mismatch, so the time taken tells nothing of which differed.",
        ],
        params: [{ name: "header", type }],
        returns: "boolean",
        body: call(
          member(
            arr(
              credentials.fields.map((key) =>
                call(support("constantTimeEqual"), [
                  field("header", key),
                  field("DEMO_CREDENTIALS", key),
                ]),
              ),
            ),
            "every",
          ),
          [arrow(["same"], "same")],
        ),
      },
    );
  }
  const openTypes = new Set(
    anyTypeMemberTypes(model)
      .filter(isOpen)
      .map((t) => t.id),
  );
  const answer = (op: OperationModel): ObjectEntry => {
    if (!answersWithEnvelope(model, op))
      return {
        key: op.tsName,
        method: { async: true, params: [], throws: true },
        value: newExpr("Error", [
          str(`${op.name} has no demo answer: its result is not the envelope`),
        ]),
      };
    const item = imports.use("./items.js", "item");
    const operations = imports.use(`${contract}/operations`, "operations");
    const echo = call(member(item, "string"), [
      call(support("describeCall"), [member(operations, op.tsName), "params"]),
    ]);
    return {
      key: op.tsName,
      method: { async: true, params: ["params"] },
      value: arr([echo, ...samples(op, item, namer, openTypes)]),
    };
  };
  statements.push(
    {
      kind: "const",
      name: "demoImplementation",
      doc: ["The sample answers."],
      type: imports.use("./implementation.js", names.implementation, { type: true }),
      value: obj(model.operations.map(answer)),
    },
    {
      kind: "const",
      name: "demoServerOptions",
      doc: [
        `How \`serve.ts\` serves the demo: every binding switched on${credentials ? ", the SOAP header checked by {@link demoAuthenticate}" : ""}.`,
      ],
      type: imports.use("./server.js", names.options, { type: true }),
      value: obj([
        { key: "authenticate", value: credentials ? "demoAuthenticate" : "null" },
        { key: "httpGet", value: everyCall },
        { key: "httpPost", value: everyCall },
      ]),
    },
  );
  return {
    doc: [
      `A demo implementation with in-memory sample data for every operation, so the service answers at once (\`npm run serve:demo\`). Each answer's first item echoes the parameters that arrived.${credentials ? " The demo accepts the SOAP header whose every field is `demo`." : ""}`,
    ],
    imports: imports.nodes(),
    statements,
  };
}

/** The exports of the demo module besides `demoImplementation` and `demoServerOptions`. */
export function demoCredentialExports(model: ServiceModel, namer: TsTypeNamer): string[] {
  return demoCredentials(model, namer) ? ["DEMO_CREDENTIALS", "demoAuthenticate"] : [];
}

const everyCall = obj([
  { key: "enabled", value: "true" },
  { key: "authenticate", value: "null" },
]);

/**
 * The authenticating header when it is one of credentials, as the demo checks them: text fields
 * (every one `demo`), nothing else required, no choice among them. Another header passes the demo
 * unchecked.
 */
function demoCredentials(
  model: ServiceModel,
  namer: TsTypeNamer,
): { type: string; fields: string[] } | undefined {
  const header = authHeader(model);
  if (header?.type.kind !== "named") return undefined;
  const type = namer.type(header.type.id);
  if (type.kind !== "complex" || !isCredentials(type)) return undefined;
  return {
    type: namer.of(header.type),
    fields: type.fields.filter(isSingleString).map((f) => f.tsName),
  };
}

function isCredentials(t: ComplexTypeModel): boolean {
  return (
    t.fields.some(isSingleString) &&
    t.fields.every((f) => isSingleString(f) || f.minOccurs === 0) &&
    t.attributes.every((a) => !a.required) &&
    !t.text &&
    t.choices.length === 0
  );
}

/** Sample items of the demo: the type the contract says `_data` carries, or strings. */
function samples(
  op: OperationModel,
  item: string,
  namer: TsTypeNamer,
  openTypes: ReadonlySet<string>,
): ExprNode[] {
  const items = op.resultItems;
  const count = items?.cardinality === "one" ? 1 : 2;
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  if (items && openTypes.has(items.typeId)) {
    const type = namer.type(items.typeId).tsName;
    return indexes.map((i) =>
      call(member(item, type), [
        obj([
          { key: "id", value: str(String(i)) },
          { key: "name", value: str(`Sample ${type} ${i}`) },
        ]),
      ]),
    );
  }
  return indexes.map((i) => call(member(item, "string"), [str(`Sample ${op.name} item ${i}`)]));
}
