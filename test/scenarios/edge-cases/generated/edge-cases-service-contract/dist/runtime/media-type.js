// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const KEPT = 64;
const parsed = /* @__PURE__ */ new Map();
const NONE = { type: "", params: /* @__PURE__ */ new Map() };
function parseMediaType(header) {
  if (!header) return NONE;
  let media = parsed.get(header);
  if (media === void 0) {
    media = parse(header);
    if (parsed.size < KEPT) parsed.set(header, media);
  }
  return media;
}
function parse(header) {
  const params = /* @__PURE__ */ new Map();
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
function splitParams(header) {
  const parts = [];
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
export {
  parseMediaType
};
//# sourceMappingURL=media-type.js.map
