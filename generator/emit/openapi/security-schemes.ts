/**
 * Security schemes from the contract: the auth header (model/auth-header.ts, ASMX's AuthHeader) is
 * an `apiKey` in the HTTP header that carries it (soap-headers.ts); a binding's
 * WS-SecurityPolicy asks for a UsernameToken (HTTP `basic`: the user name and password it is
 * made of) or a client certificate (`mutualTLS`). A policy's timestamp and signatures are made
 * by whatever speaks SOAP for the caller; HTTPS is said in the scheme's description.
 */
import { authHeader } from "../../model/auth-header.ts";
import { describeSecurity } from "../../model/security-policy.ts";
import type { BindingModel, OperationModel, ServiceModel } from "../../model/service-model.ts";
import type { ComponentNames } from "./component-names.ts";
import { SCHEMAS } from "./json-schema.ts";

type Requirement = Record<string, string[]>;

export interface Security {
  schemes: [string, object][];
  /** An operation's `security`: one alternative per kind of binding policy, each with the auth header where it carries it. */
  of(op: OperationModel): Requirement[] | undefined;
}

export function securitySchemes(
  model: ServiceModel,
  names: ComponentNames,
  typeName: (id: string) => string | undefined,
  headerNames: ReadonlyMap<string, string>,
): Security {
  const schemes: [string, object][] = [];
  const auth = authHeader(model);
  let authScheme: string | undefined;
  if (auth) {
    authScheme = names.claim(auth.element.local);
    const schema = auth.type.kind === "named" ? typeName(auth.type.id) : undefined;
    schemes.push([
      authScheme,
      {
        type: "apiKey",
        in: "header",
        name: headerNames.get(auth.id)!,
        description: `The SOAP header ${auth.element.local} as JSON${schema ? ` (${SCHEMAS}${schema})` : ""}${auth.documentation ? `: ${auth.documentation}` : "."}`,
      },
    ]);
  }
  const byPolicy = new Map<string, Requirement>();
  let basic: string | undefined;
  let mutual: string | undefined;
  for (const binding of model.bindings) {
    const requirement: Requirement = {};
    const p = binding.security;
    if (p?.usernameToken) {
      basic ??= addScheme(schemes, names.claim("UsernameToken"), {
        type: "http",
        scheme: "basic",
        description: `The WS-Security UsernameToken ${policyOf(binding)} asks for, as a user name and password.`,
      });
      requirement[basic] = [];
    }
    if (p?.transport?.clientCertificate) {
      mutual ??= addScheme(schemes, names.claim("ClientCertificate"), {
        type: "mutualTLS",
        description: `The client certificate ${policyOf(binding)} asks for.`,
      });
      requirement[mutual] = [];
    }
    byPolicy.set(JSON.stringify(Object.keys(requirement)), requirement);
  }
  const alternatives = [...byPolicy.values()];
  const anyPolicy = alternatives.some((r) => Object.keys(r).length > 0);
  return {
    schemes,
    of(op) {
      const carries = authScheme !== undefined && op.headers.includes(auth!.id);
      if (!carries && !anyPolicy) return undefined;
      return alternatives.map((r) => (carries ? { ...r, [authScheme!]: [] } : r));
    },
  };
}

function addScheme(schemes: [string, object][], name: string, scheme: object): string {
  schemes.push([name, scheme]);
  return name;
}

function policyOf(binding: BindingModel): string {
  return `binding ${binding.name}'s WS-SecurityPolicy (${describeSecurity(binding.security!)})`;
}
