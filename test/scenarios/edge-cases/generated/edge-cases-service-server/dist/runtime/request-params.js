// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { getOwn, setOwn } from "./contract-runtime.js";
class FormParameterError extends Error {
  kind;
  parameter;
  expected;
  text;
  constructor(kind, parameter, expected, text) {
    super(
      kind === "missing" ? `Missing parameter: ${parameter}.` : kind === "repeated" ? `Cannot convert ${parameter}: the parameter is given more than once.` : `Cannot convert ${JSON.stringify(text)} to ${expected} (parameter ${parameter}).`
    );
    this.kind = kind;
    this.parameter = parameter;
    this.expected = expected;
    this.text = text;
    this.name = "FormParameterError";
  }
}
function formValues(text) {
  const values = /* @__PURE__ */ new Map();
  if (PRINTABLE_ASCII.test(text) && readPlainForm(text, values)) return values;
  values.clear();
  for (const [name, value] of new URLSearchParams(text)) addFormValue(values, name, value);
  return values;
}
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
function readPlainForm(text, values) {
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf("&", from);
    if (to < 0) to = text.length;
    if (to > from) {
      const pair = text.slice(from, to);
      const equals = pair.indexOf("=");
      const name = decodeFormText(equals < 0 ? pair : pair.slice(0, equals));
      const value = equals < 0 ? "" : decodeFormText(pair.slice(equals + 1));
      if (name === void 0 || value === void 0) return false;
      addFormValue(values, name, value);
    }
    from = to + 1;
  }
  return true;
}
function decodeFormText(text) {
  const spaced = text.includes("+") ? text.replaceAll("+", " ") : text;
  const firstEscape = spaced.indexOf("%");
  if (firstEscape < 0) return spaced;
  const ascii = decodeAsciiEscapes(spaced, firstEscape);
  if (ascii !== void 0) return ascii;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return void 0;
  }
}
function decodeAsciiEscapes(text, firstEscape) {
  let decoded = "";
  let from = 0;
  for (let at = firstEscape; at >= 0; at = text.indexOf("%", from)) {
    const high = hexDigit(text.charCodeAt(at + 1));
    const low = hexDigit(text.charCodeAt(at + 2));
    if (high < 0 || high > 7 || low < 0) return void 0;
    decoded += text.slice(from, at) + String.fromCharCode(high * 16 + low);
    from = at + 3;
  }
  return decoded + text.slice(from);
}
function hexDigit(c) {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}
function addFormValue(values, name, value) {
  const key = name.toLowerCase();
  const list = values.get(key);
  if (list) list.push(value);
  else values.set(key, [value]);
}
const byLowerName = /* @__PURE__ */ new WeakMap();
function paramsByLowerName(codec) {
  let params = byLowerName.get(codec);
  if (!params)
    byLowerName.set(codec, params = new Map(codec.params.map((p) => [p.xml.toLowerCase(), p])));
  return params;
}
function readFormText(codec, text) {
  return readFormInOrder(codec, text) ?? readForm(codec, formValues(text));
}
function readFormInOrder(codec, text) {
  const { params } = codec;
  if (paramsByLowerName(codec).size !== params.length) return void 0;
  if (params.length === 0) return text === "" ? {} : void 0;
  if (!PRINTABLE_ASCII.test(text)) return void 0;
  const target = {};
  let from = 0;
  for (const p of params) {
    if (from > text.length) return void 0;
    let to = text.indexOf("&", from);
    if (to < 0) to = text.length;
    const name = p.xml;
    const equals = from + name.length;
    if (equals >= to || text.charCodeAt(equals) !== 61 || !text.startsWith(name, from))
      return void 0;
    const wire = decodeFormText(text.slice(equals + 1, to));
    if (wire === void 0) return void 0;
    const value = paramValue(p, wire);
    if (value === void 0) return void 0;
    setOwn(target, p.ts, value);
    from = to + 1;
  }
  return from === text.length + 1 ? target : void 0;
}
function readForm(codec, values) {
  const params = paramsByLowerName(codec);
  const target = {};
  for (const [name, texts] of values) {
    const p = params.get(name);
    if (!p) continue;
    const text = p.codec;
    if (texts.length > 1) throw new FormParameterError("repeated", p.xml, text.expected);
    const value = paramValue(p, texts[0]);
    if (value === void 0)
      throw new FormParameterError("invalid", p.xml, text.expected, texts[0]);
    setOwn(target, p.ts, value);
  }
  for (const p of codec.params)
    if (!Object.hasOwn(target, p.ts))
      throw new FormParameterError("missing", p.xml, p.codec.expected);
  return target;
}
function paramValue(p, text) {
  return p.form ? p.form(text) : p.codec.parse(text);
}
function withDefaults(body, target) {
  for (const p of body.fields)
    if (getOwn(target, p.ts) === void 0 && p.missing !== void 0)
      setOwn(target, p.ts, p.missing);
  return target;
}
function firstElement(body) {
  const first = body.fields[0];
  return body.wrapper ?? (first ? { ns: first.ns, local: first.xml } : void 0);
}
function resultFields(codec, result) {
  if (codec.result === "void") return {};
  if (codec.result === "single") return { [codec.output.fields[0].ts]: result };
  return result;
}
export {
  FormParameterError,
  firstElement,
  formValues,
  readForm,
  readFormText,
  resultFields,
  withDefaults
};
//# sourceMappingURL=request-params.js.map
