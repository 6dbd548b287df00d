/**
 * `codecs.ts` of the contract package: how each type of the contract is read from and written to
 * XML, composed once at load time. Named types are referred to through thunks, so recursive and
 * forward references work.
 */
import { authHeader } from "../../model/auth-header.ts";
import { isOpen } from "../../model/open-type.ts";
import { repeatedTypes } from "../../model/repeated-types.ts";
import { sharedAnswerTypes } from "../../model/shared-answer-types.ts";
import type { ServiceModel, TypeModel } from "../../model/service-model.ts";
import {
  arr,
  as,
  call,
  member,
  obj,
  pure,
  str,
  type ExprNode,
  type ModuleNode,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { codecName } from "../common/codec-ref.ts";
import { complexCodecExpr, type CodecContext } from "./complex-codec.ts";
import { simpleCodecExpr } from "./simple-codecs.ts";
import { isEncodedContract } from "./xsi-type.ts";

const RUNTIME = "./runtime";

export function codecsModule(model: ServiceModel, namer = new TsTypeNamer(model)): ModuleNode {
  const imports = new Imports();
  const c: CodecContext = {
    namer,
    imports,
    runtime: RUNTIME,
    scope: { in: "codecs", xsd: () => imports.namespace(`${RUNTIME}/xsd-codecs.js`, "xsd") },
    ns: (ns) => (ns === model.namespace ? "NAMESPACE" : str(ns)),
    compiled: new Set([...repeatedTypes(model), ...sharedAnswerTypes(model)]),
    encoded: isEncodedContract(model),
  };
  const statements: Statement[] = [
    {
      kind: "const",
      name: "NAMESPACE",
      doc: ["The contract's target namespace."],
      value: str(model.namespace),
    },
    {
      kind: "const",
      name: "ENDPOINT_PATH",
      doc: ["Where the service answers: the path of its address, the same on every binding."],
      value: str(model.endpointPath),
    },
    ...model.types.map((t) => codecStatement(t, c)),
  ];
  if (namer.usesAnyType(model)) statements.push(anyTypeStatement(model, c));
  if (model.headers.length > 0) statements.push(headersStatement(model, c));
  const auth = authHeader(model);
  if (auth)
    statements.push({
      kind: "const",
      name: "AUTH_HEADER",
      doc: [
        "The header block of the service's credentials (ASMX's SoapHeader), by its name in {@link HEADERS}.",
      ],
      value: str(auth.tsName),
    });
  return {
    doc: [
      "How each type of the contract is read from and written to XML, composed once at load time.",
      "Named types are referenced through thunks, so recursive and forward references work. Each is",
      "marked pure (`@__PURE__`): a bundle keeps only the codecs its program uses.",
    ],
    imports: imports.nodes(),
    statements,
  };
}

function codecStatement(t: TypeModel, c: CodecContext): Statement {
  const value: ExprNode = t.kind === "complex" ? complexCodecExpr(t, c) : simpleCodecExpr(t, c);
  const types = c.imports.namespace("./types.js", "T", { type: true });
  // A type with derived types: its codec reads and writes any type of its family (by xsi:type).
  const valueType = t.kind === "complex" && t.family ? t.family.tsName : t.tsName;
  return {
    kind: "const",
    name: codecName(t.tsName),
    type: `${codecType(t, c)}<${types}.${valueType}>`,
    value: pure(value),
  };
}

/**
 * A simple type's codec reads text (a list's items need that); a complex type's is a ComplexCodec
 * (derived types need its descriptor), but for an array wrapper's or an open type's.
 */
function codecType(t: TypeModel, c: CodecContext): string {
  if (t.kind !== "complex")
    return c.imports.use(`${RUNTIME}/codec.js`, "TextCodec", { type: true });
  if (t.arrayItem || isOpen(t))
    return c.imports.use(`${RUNTIME}/codec.js`, "Codec", { type: true });
  return c.imports.use(`${RUNTIME}/complex-codec.js`, "ComplexCodec", { type: true });
}

/** `xsd:anyType` items: built-ins by `xsd:` name, the contract's member types by their own. */
function anyTypeStatement(model: ServiceModel, c: CodecContext): Statement {
  const codec = c.imports.use(`${RUNTIME}/codec.js`, "Codec", { type: true });
  const entries = anyTypeMemberTypes(model).map((t) =>
    arr([str(t.name.local), as(codecName(t.tsName), `${codec}<unknown>`)]),
  );
  const map: ExprNode = {
    kind: "call",
    callee: "new Map",
    typeArgs: ["string", `${codec}<unknown>`],
    args: [arr(entries)],
  };
  const types = c.imports.namespace("./types.js", "T", { type: true });
  return {
    kind: "const",
    name: "anyTypeCodec",
    doc: ["`xsd:anyType` items: built-ins by `xsd:` name, these contract types by their own."],
    value: pure(
      as(
        call(c.imports.use(`${RUNTIME}/any-type.js`, "anyTypeCodec", { as: "makeAnyTypeCodec" }), [
          "NAMESPACE",
          map,
        ]),
        `${codec}<${types}.AnyTypeItem>`,
      ),
    ),
  };
}

/**
 * The SOAP header blocks by the names operations carry them by (operations.ts), and which the
 * client's options and the server's context give their values by: one table for both packages.
 */
function headersStatement(model: ServiceModel, c: CodecContext): Statement {
  const block = c.imports.use(`${RUNTIME}/operation.js`, "HeaderBlock", { type: true });
  const codec = (h: ServiceModel["headers"][number]): ExprNode => {
    if (h.type.kind === "builtin")
      return h.type.xsd === "anyType" ? "anyTypeCodec" : member(c.scope.xsd(), h.type.xsd);
    return codecName(c.namer.type(h.type.id).tsName);
  };
  const entries = model.headers.map((h) => ({
    key: h.tsName,
    value: obj([
      { key: "element", value: str(h.element.local) },
      { key: "namespace", value: c.ns(h.element.namespace) },
      { key: "codec", value: codec(h) },
    ]),
  }));
  return {
    kind: "const",
    name: "HEADERS",
    doc: ["The contract's SOAP header blocks, by the names operations carry them by."],
    type: `Readonly<Record<string, ${block}>>`,
    value: obj(entries),
  };
}
