// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A fault an operation declares (`wsdl:fault`), raised by an implementation: the server answers
 * with a SOAP fault whose detail is the fault's element, written by its codec (in `<detail>` on
 * SOAP 1.1, `<soap:Detail>` on 1.2). Any other fault, as ASMX services throw them: SoapFault.
 */
import { escapeXml, writeParts, type SoapVersion } from "./contract-runtime.js";
import type { ServerOperation } from "./service.js";
import { checkFaultParts, faultBody, type SoapFaultOptions } from "./soap-fault.js";

/** The options of a SoapFault but its detail, and the reason (default "Fault <name>"). */
export type DeclaredFaultOptions = Omit<SoapFaultOptions, "detail"> & { reason?: string };

export class DeclaredFault<D = unknown> extends Error {
  readonly fault: string;
  readonly detail: D;
  readonly options: DeclaredFaultOptions;

  /**
   * `fault` is the fault's name in the contract, `detail` the value of its detail element;
   * `reason` is the faultstring (default "Fault <name>"), `code` client (Client/Sender), server
   * (the default) or a code by its name; subcodes, actor, role and lang as a SoapFault's.
   */
  constructor(fault: string, detail: D, options: DeclaredFaultOptions = {}) {
    super(options.reason ?? `Fault ${fault}`);
    this.fault = fault;
    this.detail = detail;
    this.options = options;
    this.name = "DeclaredFault";
    checkFaultParts({ ...options, code: options.code ?? "server", reason: this.message });
  }
}

/** The fault envelope of `error`, or undefined when the operation declares no fault of that name. */
export function declaredFaultBody(
  version: SoapVersion,
  operation: ServerOperation<unknown, unknown>,
  error: DeclaredFault,
): string | undefined {
  const declared = operation.codec.faults.find((f) => f.name === error.fault);
  if (!declared) return undefined;
  const codec = typeof declared.codec === "function" ? declared.codec() : declared.codec;
  const { ns, local } = declared.element;
  const [attributes, content] = writeParts(codec, error.detail, error.fault, ns);
  const open = `<${local} xmlns="${escapeXml(ns)}"${attributes}`;
  const markup = content === "" ? `${open} />` : `${open}>${content}</${local}>`;
  const detail = version === "1.1" ? "detail" : "soap:Detail";
  return faultBody(
    version,
    { ...error.options, code: error.options.code ?? "server", reason: error.message },
    `<${detail}>${markup}</${detail}>`,
  );
}
