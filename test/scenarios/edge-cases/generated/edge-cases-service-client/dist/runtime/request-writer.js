// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  escapeXml,
  formDateTimeText,
  requestEnvelope,
  writeParts
} from "./contract-runtime.js";
const SOAP_CONTENT_TYPE = {
  "1.1": "text/xml; charset=utf-8",
  "1.2": "application/soap+xml; charset=utf-8"
};
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
function checkParams(op, params, binding, binary) {
  if (typeof params !== "object" || params === null || Array.isArray(params)) {
    return [
      {
        path: "",
        message: `the parameters must be an object; got ${params === null ? "null" : typeof params}`
      }
    ];
  }
  const values = params;
  const form = binding === "httpGet" || binding === "httpPost";
  const issues = [];
  for (const p of op.params) {
    const value = values[p.ts];
    if (value === void 0 || value === null && !p.nillable) {
      if (p.min > 0)
        issues.push({
          path: p.ts,
          message: `${p.ts} is required${value === null ? "; got null" : ""}`
        });
      continue;
    }
    if (value === null || op.input.encoded && !form) continue;
    try {
      if (form && p.dateTime) checkFormDateTime(value, p.ts);
      else {
        const codec = typeof p.codec === "function" ? p.codec() : p.codec;
        const items = p.max === 1 ? [value] : value;
        for (const item of items) writeParts(codec, item, p.ts, void 0, binary);
      }
    } catch (err) {
      issues.push({ path: p.ts, message: err.message });
    }
  }
  if (issues.length === 0 && op.input.encoded && !form) {
    try {
      op.writeSoap(params);
    } catch (err) {
      issues.push({ path: "", message: err.message });
    }
  }
  return issues;
}
function checkFormDateTime(value, where) {
  try {
    formDateTimeText(value);
  } catch (err) {
    throw new RangeError(
      `${where} must be a Date or an xsd:dateTime string: ${err.message}`
    );
  }
}
function writeRequest(binding, endpoint, op, params, soapHeaders, extraHeaders, binary) {
  const headers = { ...extraHeaders };
  switch (binding) {
    case "soap11":
    case "soap12": {
      const version = binding === "soap11" ? "1.1" : "1.2";
      const body = requestEnvelope(
        version,
        soapHeaders.map(headerXml).join(""),
        op.writeSoap(params, binary)
      );
      if (version === "1.1") {
        setHeader(headers, "Content-Type", SOAP_CONTENT_TYPE["1.1"]);
        setHeader(headers, "SOAPAction", `"${op.soapAction}"`);
      } else {
        setHeader(
          headers,
          "Content-Type",
          `${SOAP_CONTENT_TYPE["1.2"]}; action="${op.soapAction}"`
        );
      }
      return { url: endpoint, method: "POST", headers, body, attachments: binary?.parts };
    }
    case "httpGet":
      return {
        url: `${endpoint}/${op.name}?${formEncode(op.formFields(params))}`,
        method: "GET",
        headers
      };
    case "httpPost":
      setHeader(headers, "Content-Type", FORM_CONTENT_TYPE);
      return {
        url: `${endpoint}/${op.name}`,
        method: "POST",
        headers,
        body: formEncode(op.formFields(params))
      };
  }
}
function checkHeaders(headers) {
  const issues = [];
  for (const header of headers) {
    try {
      headerXml(header);
    } catch (err) {
      issues.push({ path: header.option, message: err.message });
    }
  }
  return issues;
}
function headerXml(header) {
  const [attributes, content] = writeParts(
    header.codec,
    header.value,
    header.element,
    header.namespace
  );
  const open = `<${header.element} xmlns="${escapeXml(header.namespace)}"${attributes}`;
  return content === "" ? `${open} />` : `${open}>${content}</${header.element}>`;
}
function setHeader(headers, name, value) {
  for (const key of Object.keys(headers))
    if (key.toLowerCase() === name.toLowerCase()) delete headers[key];
  headers[name] = value;
}
function formEncode(fields) {
  return fields.map(([k, v]) => `${encodeComponent(k)}=${encodeComponent(v)}`).join("&");
}
function encodeComponent(text) {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
  );
}
export {
  checkHeaders,
  checkParams,
  writeRequest
};
//# sourceMappingURL=request-writer.js.map
