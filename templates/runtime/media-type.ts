/**
 * Content-Type headers read into a media type and its parameters. Clients send the same few
 * headers over and over, so each distinct header is parsed once and its result kept (a bounded
 * number of them: a client inventing headers only makes them parsed every time).
 */

export interface MediaType {
  /** Lower-cased `type/subtype`, "" when the header is absent. */
  readonly type: string;
  /** Parameters by lower-cased name, values unquoted. */
  readonly params: ReadonlyMap<string, string>;
}

const KEPT = 64;
const parsed = new Map<string, MediaType>();
const NONE: MediaType = { type: "", params: new Map() };

export function parseMediaType(header: string | undefined): MediaType {
  if (!header) return NONE;
  let media = parsed.get(header);
  if (media === undefined) {
    media = parse(header);
    if (parsed.size < KEPT) parsed.set(header, media);
  }
  return media;
}

function parse(header: string): MediaType {
  const params = new Map<string, string>();
  const [type = "", ...rest] = splitParams(header);
  for (const part of rest) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    let value = part.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1).replace(/\\(.)/g, "$1");
    params.set(part.slice(0, eq).trim().toLowerCase(), value);
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Splits at `;` outside quoted strings (an action URI may hold one). */
function splitParams(header: string): string[] {
  const parts: string[] = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i < header.length; i++) {
    const c = header[i];
    if (c === '"') quoted = !quoted;
    else if (c === "\\" && quoted) i++;
    else if (c === ";" && !quoted) {
      parts.push(header.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(header.slice(start));
  return parts;
}
