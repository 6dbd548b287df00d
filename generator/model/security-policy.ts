/** What a binding's WS-SecurityPolicy asks for, in words: for `inspect`, warnings and the client's docs. */
import type { BindingModel, SecurityPolicyModel } from "./service-model.ts";

export function describeSecurity(p: SecurityPolicyModel): string {
  const asks = [
    ...(p.transport
      ? [`HTTPS${p.transport.clientCertificate ? " with a client certificate" : ""}`]
      : []),
    ...(p.usernameToken
      ? [`a UsernameToken (password ${p.usernameToken.digest ? "digest" : "text"})`]
      : []),
    ...(p.timestamp ? ["a timestamp"] : []),
    ...(p.signature ? [`X.509 signatures (${p.signature.algorithm.toUpperCase()})`] : []),
  ];
  return asks.length > 0 ? asks.join(", ") : "nothing the generated packages do";
}

/** The binding's policy, and what to configure for it: a warning of the contract read. */
export function securityAdvice(
  binding: Pick<BindingModel, "name" | "security">,
): string | undefined {
  const p = binding.security;
  if (p === undefined) return undefined;
  const configure = [
    ...(p.usernameToken || p.signature || p.timestamp
      ? ["`wsSecurity` on the client and the server"]
      : []),
    ...(p.transport ? ["an https:// address"] : []),
    ...(p.transport?.clientCertificate ? ["the client's `tls` certificate"] : []),
  ];
  if (configure.length === 0) return undefined;
  return `binding ${binding.name}'s WS-SecurityPolicy asks for ${describeSecurity(p)}: configure ${configure.join(", ")} (README, "Security")`;
}
