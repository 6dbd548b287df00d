/**
 * The reason of a clear error, for grouping: its message without the location and with the names
 * of the contract's own things normalised away (quoted text, URLs, paths, qualified names, numbers,
 * the name after words like `type` or `element`, the prefix of an XML element), so files that fail
 * alike group together.
 */

const LOCATION = /^\S+?:\d+(?::\d+)?: /;
const FILE = /^\S+?\.(?:wsdl|xsd|xml)\S*?: /i;
const KEYWORDS = [
  "type",
  "element",
  "operation",
  "attribute",
  "group",
  "part",
  "message",
  "binding",
  "port",
  "portType",
  "service",
  "namespace",
  "prefix",
  "field",
  "parameter",
  "parameters",
  "enumeration",
  "header",
  "fault",
  "named",
];
const NOT_A_NAME = [
  "prefix",
  "named",
  "of",
  "in",
  "is",
  "has",
  "with",
  "and",
  "or",
  "a",
  "an",
  "the",
  "…",
];
const NAMED = new RegExp(
  `\\b(${KEYWORDS.join("|")}) (?!(?:${NOT_A_NAME.join("|")})(?:[\\s,;()]|$))[^\\s,;()]+`,
  "g",
);

export function normaliseReason(message: string): string {
  return message
    .split("\n")[0]!
    .replace(LOCATION, "")
    .replace(FILE, "")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/'[^']*'/g, "'…'")
    .replace(/`[^`]*`/g, "`…`")
    .replace(/\b[a-z][\w+.-]*:\/\/[^\s,;)]+/gi, "URL")
    .replace(/(^|\s)\/[^\s,;)]+/g, "$1PATH")
    .replace(/<(\/?)[\w.-]+:([\w.-]+)/g, "<$1$2")
    .replace(/(^|[\s(])[\w.-]+:[\w.-]+/g, "$1…")
    .replace(NAMED, "$1 …")
    .replace(/\b\d+\b/g, "N")
    .trim();
}
