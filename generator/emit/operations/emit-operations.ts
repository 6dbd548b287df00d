/**
 * `operations.ts` of the contract package: each operation's messages on the wire (its request's
 * and response's body elements, how its result is made, its faults and header blocks), as an
 * OperationCodec the generated client and server share.
 */
import { answersWithEnvelope, resultShape, singleResult } from "../../model/operation-shape.ts";
import type {
  BodyModel,
  FieldModel,
  OperationModel,
  ServiceModel,
} from "../../model/service-model.ts";
import {
  arr,
  call,
  generic,
  obj,
  pure,
  readonlyObjectType,
  str,
  type ExprNode,
  type ModuleNode,
  type ObjectEntry,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { codecRef, moduleScope, type CodecScope } from "../common/codec-ref.ts";
import { httpResults, type HttpResult } from "../common/http-result.ts";
import { fieldSpecEntries, type NamespaceExpr } from "../codecs/field-codec.ts";
import { formReader, missingValue } from "./asmx-param.ts";

const RUNTIME = "./runtime";

interface OperationsContext {
  model: ServiceModel;
  namer: TsTypeNamer;
  http: ReadonlyMap<OperationModel, HttpResult>;
  imports: Imports;
  scope: CodecScope;
  ns: NamespaceExpr;
}

export function operationsModule(
  model: ServiceModel,
  namer = new TsTypeNamer(model),
  http = httpResults(model, namer),
): ModuleNode {
  const imports = new Imports();
  const scope = moduleScope(imports, RUNTIME, "./codecs.js");
  const c: OperationsContext = {
    model,
    namer,
    http,
    imports,
    scope,
    ns: (ns) =>
      ns === model.namespace ? `${imports.namespace("./codecs.js", "codecs")}.NAMESPACE` : str(ns),
  };
  imports.namespace("./types.js", "T", { type: true });
  const statements: Statement[] = model.operations.map((op) => operationStatement(op, c));
  const byName = model.operations.map((op) => ({ key: op.tsName, value: op.tsName }));
  statements.push({
    kind: "const",
    name: "operations",
    doc: [
      "Every operation by its method name (as clients and implementations call it; `name` is the published one).",
    ],
    type: readonlyObjectType(byName),
    value: { kind: "as", expr: obj(byName), type: "const" },
  });
  return {
    doc: [
      "Each operation's messages on the wire: what its request and response put in the SOAP Body, how",
      "its result is made, its faults and header blocks, and (ASMX) its parameters as HTTP GET/POST text.",
      "Each is marked pure (`@__PURE__`): a bundle keeps only the operations its program calls.",
    ],
    imports: imports.nodes(),
    statements,
  };
}

function operationStatement(op: OperationModel, c: OperationsContext): Statement {
  const operationCodec = c.imports.use(`${RUNTIME}/operation.js`, "OperationCodec");
  const http = op.bindings.includes("httpGet") || op.bindings.includes("httpPost");
  const entries: ObjectEntry[] = [
    { key: "name", value: str(op.name) },
    { key: "namespace", value: c.ns(c.model.namespace) },
    { key: "soapAction", value: str(op.soapAction) },
    { key: "input", value: body(op.input, c, http, op.encodingStyle) },
    ...(op.output ? [{ key: "output", value: body(op.output, c, false, op.encodingStyle) }] : []),
    { key: "result", value: str(resultKind(op)) },
  ];
  if (op.faults.length > 0)
    entries.push({ key: "faults", value: arr(op.faults.map((f) => faultEntry(f, c))) });
  const headerNames = (ids: string[]) =>
    arr(ids.map((id) => str(c.model.headers.find((h) => h.id === id)!.tsName)));
  if (op.headers.length > 0) entries.push({ key: "headers", value: headerNames(op.headers) });
  if (op.outputHeaders.length > 0)
    entries.push({ key: "outputHeaders", value: headerNames(op.outputHeaders) });
  entries.push(...operationFacts(op, c));
  // Typed by its annotation (the constructor's type arguments are inferred from it), which the
  // compiler copies into the declarations instead of writing the type out itself.
  return {
    kind: "const",
    name: op.tsName,
    type: generic(operationCodec, [`T.${op.typeStem}Params`, `T.${op.typeStem}Result`]),
    value: pure({ kind: "call", callee: `new ${operationCodec}`, args: [obj(entries)] }),
  };
}

/**
 * What the client and the server both know of the operation beyond its messages: its bindings,
 * stated requirements, HTTP GET/POST result and whether it answers with the envelope.
 */
function operationFacts(op: OperationModel, c: OperationsContext): ObjectEntry[] {
  const entries: ObjectEntry[] = [{ key: "bindings", value: arr(op.bindings.map(str)) }];
  if (op.requirements.length > 0) {
    const requirement = (r: OperationModel["requirements"][number]) =>
      obj([
        { key: "kind", value: str(r.kind) },
        { key: "params", value: arr(r.params.map(str)) },
      ]);
    entries.push({ key: "requirements", value: arr(op.requirements.map(requirement)) });
  }
  const http = c.http.get(op);
  if (http) {
    const field = singleResult(op)!;
    entries.push({
      key: "http",
      value: obj([
        { key: "result", value: codecRef(field.type, c.namer, c.scope) },
        { key: "root", value: http.root === null ? "null" : str(http.root) },
        ...(http.whole ? [{ key: "whole", value: "true" }] : []),
      ]),
    });
  }
  if (answersWithEnvelope(c.model, op)) entries.push({ key: "enveloped", value: "true" });
  return entries;
}

function resultKind(op: OperationModel): "void" | "single" | "object" {
  const shape = resultShape(op).kind;
  return shape === "single" || shape === "object" ? shape : "void";
}

/** `encodingStyle`: an rpc/encoded message's (its fields then say their `xsi:type`). */
function body(
  b: BodyModel,
  c: OperationsContext,
  http: boolean,
  encodingStyle: string | undefined,
): ExprNode {
  const encoded = encodingStyle !== undefined;
  return obj([
    ...(b.wrapper
      ? [
          {
            key: "wrapper",
            value: obj([
              { key: "ns", value: c.ns(b.wrapper.namespace) },
              { key: "local", value: str(b.wrapper.local) },
            ]),
          },
        ]
      : []),
    {
      key: "fields",
      value: arr(
        b.fields.map((f) => param(f, c, http, b.wrapper?.namespace ?? c.model.namespace, encoded)),
      ),
    },
    ...(encoded
      ? [
          {
            key: "encoding",
            value: call(c.imports.use(`${RUNTIME}/soap-encoding.js`, "soapEncoding"), [
              str(encodingStyle),
            ]),
          },
        ]
      : []),
  ]);
}

/** A field of a body, with what ASMX fills in for a value type left out and reads from GET/POST text. */
function param(
  f: FieldModel,
  c: OperationsContext,
  http: boolean,
  bodyNs: string,
  encoded: boolean,
): ExprNode {
  const entries = fieldSpecEntries(f, c.namer, c.scope, c.ns, bodyNs, encoded);
  const missing = missingValue(f, c.namer);
  if (missing !== undefined) entries.push({ key: "missing", value: missing });
  if (http) {
    const form = formReader(f, c.namer, c.imports, RUNTIME);
    if (form !== undefined) entries.push({ key: "form", value: form });
    if (f.type.kind === "builtin" && f.type.xsd === "dateTime")
      entries.push({ key: "dateTime", value: "true" });
  }
  return obj(entries);
}

function faultEntry(f: OperationModel["faults"][number], c: OperationsContext): ExprNode {
  return obj([
    { key: "name", value: str(f.name) },
    {
      key: "element",
      value: obj([
        { key: "ns", value: c.ns(f.element.namespace) },
        { key: "local", value: str(f.element.local) },
      ]),
    },
    { key: "codec", value: codecRef(f.type, c.namer, c.scope) },
  ]);
}
