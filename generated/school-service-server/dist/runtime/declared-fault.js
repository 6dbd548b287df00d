// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { escapeXml, writeParts } from "./contract-runtime.js";
import { checkFaultParts, faultBody } from "./soap-fault.js";
class DeclaredFault extends Error {
  fault;
  detail;
  options;
  /**
   * `fault` is the fault's name in the contract, `detail` the value of its detail element;
   * `reason` is the faultstring (default "Fault <name>"), `code` client (Client/Sender), server
   * (the default) or a code by its name; subcodes, actor, role and lang as a SoapFault's.
   */
  constructor(fault, detail, options = {}) {
    super(options.reason ?? `Fault ${fault}`);
    this.fault = fault;
    this.detail = detail;
    this.options = options;
    this.name = "DeclaredFault";
    checkFaultParts({ ...options, code: options.code ?? "server", reason: this.message });
  }
}
function declaredFaultBody(version, operation, error) {
  const declared = operation.codec.faults.find((f) => f.name === error.fault);
  if (!declared) return void 0;
  const codec = typeof declared.codec === "function" ? declared.codec() : declared.codec;
  const { ns, local } = declared.element;
  const [attributes, content] = writeParts(codec, error.detail, error.fault, ns);
  const open = `<${local} xmlns="${escapeXml(ns)}"${attributes}`;
  const markup = content === "" ? `${open} />` : `${open}>${content}</${local}>`;
  const detail = version === "1.1" ? "detail" : "soap:Detail";
  return faultBody(
    version,
    { ...error.options, code: error.options.code ?? "server", reason: error.message },
    `<${detail}>${markup}</${detail}>`
  );
}
export {
  DeclaredFault,
  declaredFaultBody
};
//# sourceMappingURL=declared-fault.js.map
