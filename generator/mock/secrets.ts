/**
 * The values `{{secret:NAME}}` placeholders of recorded requests are sent as: `--secret NAME=VALUE`,
 * else the environment variable SOAPGEN_SECRET_<NAME> (upper case, `.` as `_`). A placeholder
 * without a value is an error naming it, so no request goes out with a placeholder as a password.
 */
import { escapeXml } from "../emit/wsdl/escape-xml.ts";
import type { RecordedAnswer, WireRequest } from "./recorded-fixture.ts";

const PLACEHOLDER = /\{\{secret:([\w.-]+)\}\}/g;

export type Secrets = (name: string) => string | undefined;

export function secretsFrom(
  flags: readonly string[],
  env: Record<string, string | undefined>,
): Secrets {
  const given = new Map<string, string>();
  for (const flag of flags) {
    const eq = flag.indexOf("=");
    if (eq <= 0) throw new Error(`--secret ${flag.replace(/=.*/, "=...")}: expected NAME=VALUE`);
    given.set(flag.slice(0, eq), flag.slice(eq + 1));
  }
  return (name) =>
    given.get(name) ?? env[`SOAPGEN_SECRET_${name.toUpperCase().replace(/[.-]/g, "_")}`];
}

/**
 * The request with its placeholders filled in (XML-escaped in the body). A header whose secret has
 * no value is left out (a recorded session cookie or token is rarely worth replaying); a body's
 * is an error.
 */
export function fillSecrets(request: WireRequest, secrets: Secrets): WireRequest {
  const fill = (text: string, quote: (s: string) => string) =>
    text.replace(PLACEHOLDER, (_whole, name: string) => {
      const value = secrets(name);
      if (value === undefined)
        throw new Error(
          `the request holds {{secret:${name}}}: give its value with --secret ${name}=VALUE or SOAPGEN_SECRET_${name.toUpperCase().replace(/[.-]/g, "_")}`,
        );
      return quote(value);
    });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    const names = [...value.matchAll(PLACEHOLDER)].map((m) => m[1]!);
    if (names.every((n) => secrets(n) !== undefined)) headers[name] = fill(value, (s) => s);
  }
  return {
    ...request,
    headers,
    ...(request.body === undefined ? {} : { body: fill(request.body, escapeXml) }),
  };
}

/**
 * A recorded answer with the placeholders of the passwords it echoed (redact-answer.ts) filled in,
 * XML-escaped, as the service will echo them; one whose secret is not given stays as it is.
 */
export function fillAnswerSecrets(answer: RecordedAnswer, secrets: Secrets): RecordedAnswer {
  const body = answer.body.replace(PLACEHOLDER, (whole, name: string) => {
    const value = secrets(name);
    return value === undefined ? whole : escapeXml(value);
  });
  return body === answer.body ? answer : { ...answer, body };
}
