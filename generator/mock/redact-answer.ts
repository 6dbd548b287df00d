/**
 * A recorded answer with the passwords its request carried replaced by their placeholders: a
 * service that echoes what it was sent (a greeting naming the caller, a test service's trace)
 * would otherwise write a password into the fixture file. Only password-like secrets are looked
 * for (the credentials header's fields named like a password, key or token, and a UsernameToken's
 * Password and Nonce), each where it stands as a whole word of at least 4 characters in the XML
 * text: a user name or a short value may well be data of the answer's own. `verify` fills them in
 * again (secrets.ts); `mock` answers with the placeholders.
 */
import type { RecordedAnswer } from "./recorded-fixture.ts";
import { placeholder, type SecretValue } from "./redact.ts";
import { regExpLiteral } from "../../templates/runtime/reg-exp-literal.ts";

const PASSWORD_LIKE = /pass|pwd|secret|token|key|nonce/i;
const SHORTEST = 4;

/** The password-like ones of a request's secrets (redactRequest's), long enough to look for. */
export function passwordsAmong(secrets: readonly SecretValue[]): SecretValue[] {
  return secrets.filter(
    (s) =>
      PASSWORD_LIKE.test(s.name.slice(s.name.indexOf(".") + 1)) && s.xmlText.length >= SHORTEST,
  );
}

export function redactAnswer(
  answer: RecordedAnswer,
  secrets: readonly SecretValue[],
): RecordedAnswer {
  let body = answer.body;
  for (const { name, xmlText } of passwordsAmong(secrets)) {
    const escaped = regExpLiteral(xmlText);
    body = body.replace(
      new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "gu"),
      placeholder(name),
    );
  }
  return body === answer.body ? answer : { ...answer, body };
}
