/**
 * `runtime/contract-runtime.ts` of the client and the server packages: the parts of the contract
 * package's runtime each uses, re-exported, so that their own runtime modules (the same for every
 * contract) import them from one place whatever the contract package is named.
 */
import type { ModuleNode, ReexportNode } from "../code/code-model.ts";

type Part = [module: string, names: string[], types?: string[]];

const CLIENT: Part[] = [
  ["codec", ["XSI_NS", "XmlValueError", "writeParts"], ["Codec"]],
  ["any-type", [], ["XmlValue"]],
  ["operation", ["OperationCodec"], ["HeaderBlock"]],
  ["media-type", ["parseMediaType"]],
  ["multipart-related", ["MultipartReader"]],
  ["xop", ["ReceivedParts", "XopWriter", "xopMessage"], ["XopPart"]],
  ["scalar-text", ["XsdDateTime", "formDateTimeText"]],
  [
    "soap",
    ["SOAP_NS", "readFault", "requestEnvelope", "soapVersionOf"],
    ["DetailReader", "FaultDetailElement", "QualifiedName", "SoapFault", "SoapVersion"],
  ],
  ["xml-reader", ["XmlEvent", "XmlLimitError", "XmlReader", "XmlSyntaxError"], ["MessageParts"]],
  ["xml-text", ["escapeXml"]],
  ["whole-number-option", ["TIMER_MS", "wholeNumberOption"], ["WholeNumberRule"]],
  [
    "ws-security",
    [
      "BASE64_BINARY",
      "PASSWORD_DIGEST",
      "PASSWORD_TEXT",
      "WSSE_NS",
      "WSU_NS",
      "WsSecurityRefusal",
      "X509_V3",
      "certificateBase64",
      "signEnvelope",
      "verifyEnvelope",
    ],
    ["SignatureAlgorithm", "SigningKey"],
  ],
];

const SERVER: Part[] = [
  [
    "codec",
    ["XSD_NS", "XSI_NS", "XmlValueError", "XmlWriter", "writeParts"],
    ["BinaryWriting", "Codec", "FieldCodec", "TextCodec"],
  ],
  ["any-type", ["writeXmlValue"], ["XmlFields"]],
  ["complex-codec", [], ["ComplexCodec"]],
  [
    "json-values",
    ["JsonDepthError", "JsonValues", "jsonFault", "jsonHeaderNames", "jsonHeaderText", "jsonOf"],
    ["JsonValue"],
  ],
  ["operation", ["OperationCodec"], ["BodyCodec", "ElementName", "HeaderBlock", "ParamCodec"]],
  ["media-type", ["parseMediaType"], ["MediaType"]],
  ["multipart-related", ["MultipartError", "MultipartReader"], ["RelatedMessage"]],
  ["xop", ["ReceivedParts", "XopWriter", "xopMessage"]],
  ["own-property", ["getOwn", "setOwn"]],
  ["reg-exp-literal", ["regExpLiteral"]],
  ["scalar-text", ["formatUtcDateTime", "parseSoapDateTime"]],
  [
    "soap",
    [
      "SOAP11_NS",
      "SOAP12_NS",
      "SOAP_NS",
      "XML_DECLARATION",
      "RESPONSE_END",
      "faultEnvelope",
      "responseEnvelope",
      "responseEnvelopeStart",
      "soapVersionOf",
    ],
    ["QualifiedName", "SoapVersion"],
  ],
  [
    "xml-reader",
    ["XmlEvent", "XmlLimitError", "XmlReader", "XmlSyntaxError", "isXmlNCName"],
    ["MessageParts", "XmlLimits"],
  ],
  ["xml-text", ["escapeXml", "escapeXmlText", "xmlTextContent"]],
  ["whole-number-option", ["TIMER_MS", "wholeNumberOption"], ["WholeNumberRule"]],
  [
    "ws-security",
    [
      "BASE64_BINARY",
      "PASSWORD_DIGEST",
      "PASSWORD_TEXT",
      "WSSE_NS",
      "WSU_NS",
      "WsSecurityRefusal",
      "X509_V3",
      "certificateBase64",
      "signEnvelope",
      "verifyEnvelope",
    ],
    ["SigningKey", "WsSecurityFaultCode"],
  ],
];

export function contractRuntimeModule(role: "client" | "server", contract: string): ModuleNode {
  const reexports = (role === "client" ? CLIENT : SERVER).map(
    ([module, names, types]): ReexportNode => {
      const from = `${contract}/runtime/${module}`;
      return names.length === 0
        ? { from, names: types ?? [], typeOnly: true }
        : { from, names, ...(types ? { types } : {}) };
    },
  );
  return {
    doc: [`The parts of the contract package's runtime the ${role} uses.`],
    imports: [],
    reexports,
    statements: [],
  };
}
