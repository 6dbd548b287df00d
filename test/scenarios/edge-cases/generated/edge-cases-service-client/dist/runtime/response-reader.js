// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP_NS,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  XSI_NS,
  readFault,
  soapVersionOf
} from "./contract-runtime.js";
import { HttpStatusError, ResponseFormatError, SoapFaultError } from "./errors.js";
class ShapeError extends Error {
}
const isSuccess = (status) => status >= 200 && status < 300;
const NOT_XML = /^\s*(text\/(plain|html)|application\/json)\b/i;
function readSoapResponse(site, op, finish, res, headers) {
  const httpError = () => new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  if (!op.output && isSuccess(res.status) && res.body.trim() === "") return void 0;
  if (res.body.trim() === "" || NOT_XML.test(res.contentType)) {
    if (!isSuccess(res.status)) throw httpError();
    throw new ResponseFormatError(
      site,
      res.body.trim() === "" ? "the body is empty" : `content type ${res.contentType} is not XML`,
      res.body
    );
  }
  let outcome;
  try {
    const r = new XmlReader(res.body);
    r.parts = res.parts;
    outcome = readEnvelope(site, op, res.status, r, headers);
  } catch (err) {
    if (!isSuccess(res.status)) throw httpError();
    throw formatError(site, err, res.body);
  }
  if ("fault" in outcome) throw outcome.fault;
  if (!isSuccess(res.status)) throw httpError();
  if (outcome.result === void 0 && op.enveloped) {
    const output = op.output;
    throw new ResponseFormatError(
      site,
      `<${output.wrapper?.local ?? "Body"}> has no <${output.fields[0].xml}>`,
      res.body
    );
  }
  return outcome.result === null || outcome.result === void 0 || !finish ? outcome.result : finish(outcome.result);
}
function readHttpResponse(site, op, finish, res) {
  if (!isSuccess(res.status))
    throw new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  const { http, namespace } = op;
  if (!http)
    throw new ResponseFormatError(site, "the operation has no HTTP GET/POST result", res.body);
  try {
    if (http.root === null) return keptDocument(res.body);
    const r = new XmlReader(res.body);
    nextStart(r);
    if (r.namespace !== namespace || r.localName !== http.root) {
      throw new ShapeError(
        `expected <${http.root}> in ${namespace}, got <${r.qName}>${r.namespace ? ` in ${r.namespace}` : ""}`
      );
    }
    if (r.attribute(XSI_NS, "nil") === "true") {
      r.skipElement();
      readToEnd(r);
      return void 0;
    }
    const value = http.result.read(r);
    readToEnd(r);
    return finish ? finish(value) : value;
  } catch (err) {
    throw formatError(site, err, res.body);
  }
}
function readEnvelope(site, op, status, r, headers) {
  nextStart(r);
  const version = soapVersionOf(r.namespace);
  if (r.localName !== "Envelope" || !version)
    throw new ShapeError(`expected a SOAP Envelope, got <${r.qName}>`);
  const soapNs = SOAP_NS[version];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    if (headers && r.namespace === soapNs && name === "Header") {
      readHeaders(r, headers);
      continue;
    }
    if (r.namespace !== soapNs || name !== "Body") {
      r.skipElement();
      continue;
    }
    const values = {};
    let sawWrapper = false;
    for (let e = r.next(); e !== XmlEvent.End; e = r.next()) {
      if (e !== XmlEvent.Start) continue;
      const child = r.localName;
      if (r.namespace === soapNs && child === "Fault") {
        const fault = readFault(r, version, declaredFaults(op));
        readToEnd(r);
        return { fault: new SoapFaultError(site, fault, status) };
      }
      const output = op.output;
      if (!output) throw new ShapeError(`a one-way operation answered with <${r.qName}>`);
      if (output.encoded && sawWrapper) {
        output.readChild(r, values);
        continue;
      }
      const expected = output.wrapper ? [output.wrapper] : output.fields.map((f) => ({ ns: f.ns, local: f.xml }));
      if (!expected.some((x) => x.local === child && x.ns === r.namespace) || output.wrapper && sawWrapper) {
        const named = (local, ns) => expected.some((x) => x.local === child) ? `<${local}> ${ns === "" ? "in no namespace" : `in ${ns}`}` : `<${local}>`;
        throw new ShapeError(
          `expected ${expected.map((x) => named(x.local, x.ns)).join(" or ")} in the SOAP Body, got ${named(r.qName, r.namespace)}`
        );
      }
      sawWrapper = true;
      output.readChild(r, values);
    }
    op.output?.complete(values);
    readToEnd(r);
    if (!op.output) return { result: void 0 };
    return { result: resultOf(op, values, sawWrapper) };
  }
  throw new ShapeError("the SOAP Envelope has no Body");
}
function resultOf(op, values, sawWrapper) {
  const output = op.output;
  if (output.wrapper && !sawWrapper)
    throw new ShapeError(`the SOAP Body has no <${output.wrapper.local}>`);
  const missing = output.fields.find((f) => f.min > 0 && values[f.ts] === void 0);
  if (missing)
    throw new ShapeError(
      `${output.wrapper ? `<${output.wrapper.local}>` : "the SOAP Body"} has no <${missing.xml}>`
    );
  return op.resultOf(values);
}
function readHeaders(r, headers) {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const header = headers.byElement.get(`{${r.namespace}}${r.localName}`);
    if (header) headers.into[header.name] = header.codec.read(r);
    else r.skipElement();
  }
}
function declaredFaults(op) {
  if (op.faults.length === 0) return void 0;
  return (r) => {
    const fault = op.faultOf(r);
    if (!fault) return void 0;
    const codec = typeof fault.codec === "function" ? fault.codec() : fault.codec;
    return { name: fault.name, value: codec.read(r) };
  };
}
const DECLARATION_ONLY = /^\uFEFF?\s*(<\?xml\s[^>]*\?>)?\s*$/;
function keptDocument(body) {
  if (DECLARATION_ONLY.test(body)) return void 0;
  const r = new XmlReader(body);
  nextStart(r);
  const xml = r.readOuterXml();
  readToEnd(r);
  return { $any: [xml] };
}
function readToEnd(r) {
  while (r.next() !== XmlEvent.Eof) ;
}
function nextStart(r) {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next()) {
    if (event === XmlEvent.Eof || event === XmlEvent.End)
      throw new ShapeError("the response has no document element");
  }
}
function formatError(site, err, body) {
  if (err instanceof ShapeError || err instanceof XmlSyntaxError || err instanceof XmlLimitError || err instanceof XmlValueError) {
    return new ResponseFormatError(site, err.message, body);
  }
  return err;
}
export {
  readHttpResponse,
  readSoapResponse
};
//# sourceMappingURL=response-reader.js.map
