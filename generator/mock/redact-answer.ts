/**
 * A recorded answer with the passwords its request carried replaced by their placeholders: a
 * service that echoes what it was sent (a greeting naming the caller, a test service's trace)
 * would otherwise write a password into the fixture file. Only password-like secrets are looked
 * for (the credentials header's fields named like a password, key or token, and a UsernameToken's
 * Password and Nonce), each where it stands as a whole word of at least 4 characters in the XML
 * text: a user name or a short value may well be data of the answer's own. `verify` fills them in
 * again (secrets.ts); `mock` answers with the placeholders.
 */
import type { RecordedAnswer, WireRequest } from "./recorded-fixture.ts";
import { placeholder } from "./redact.ts";

/** A secret of a request: its placeholder's name, and its text as the request's XML has it. */
export interface SecretValue {
  name: string;
  xmlText: string;
}

const PASSWORD_LIKE = /pass|pwd|secret|token|key|nonce/i;
const SHORTEST = 4;

/** The password-like values in a request's body, by the names redact.ts gives their placeholders. */
export function passwordsOf(request: WireRequest, authElement: string | undefined): SecretValue[] {
  const body = request.body ?? "";
  const found: SecretValue[] = [];
  const within = (owner: string, names: (name: string) => boolean, label: string) => {
    const block = new RegExp(
      `<((?:[\\w.-]+:)?)${owner}(?:\\s[^>]*)?>([\\s\\S]*?)</\\1${owner}\\s*>`,
      "g",
    );
    for (const [, , content] of body.matchAll(block))
      for (const [, , name, text] of content!.matchAll(
        /<((?:[\w.-]+:)?)([\w.-]+)(?:\s[^>]*)?>([^<]+)<\/\1\2\s*>/g,
      ))
        if (names(name!) && text!.length >= SHORTEST)
          found.push({ name: `${label}.${name}`, xmlText: text! });
  };
  if (authElement) within(authElement, (n) => PASSWORD_LIKE.test(n), authElement);
  within("UsernameToken", (n) => n === "Password" || n === "Nonce", "UsernameToken");
  return found;
}

export function redactAnswer(
  answer: RecordedAnswer,
  secrets: readonly SecretValue[],
): RecordedAnswer {
  let body = answer.body;
  for (const { name, xmlText } of secrets) {
    const escaped = xmlText.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    body = body.replace(
      new RegExp(`(?<![\\p{L}\\p{N}_])${escaped}(?![\\p{L}\\p{N}_])`, "gu"),
      placeholder(name),
    );
  }
  return body === answer.body ? answer : { ...answer, body };
}
