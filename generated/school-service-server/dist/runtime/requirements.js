// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const INVALID = "INVALID";
function describeRejection(operation, params, issues, style, codes) {
  const stated = new Set(
    operation.codec.requirements.flatMap((r) => r.params.map((xml) => tsName(operation, xml)))
  );
  const code = (issue) => namesOf(operation, issue).some((n) => stated.has(n)) || valueAt(params, issue.path) === void 0 ? codes.required : INVALID;
  const worded = (issue) => ({
    code: code(issue),
    desc: [
      operation.codec.name,
      ...issue.path.length > 0 ? [issue.path.join(".")] : [],
      issue.message
    ].join(": ")
  });
  if (style === "validator") return issues.map(worded);
  const missing = new Set(issues.flatMap((issue) => namesOf(operation, issue)));
  const items = [];
  const described = /* @__PURE__ */ new Set();
  for (const requirement of operation.codec.requirements) {
    const ts = requirement.params.map((xml) => tsName(operation, xml));
    if (!ts.some((name) => missing.has(name))) continue;
    ts.forEach((name) => described.add(name));
    const names = listed(requirement.params);
    const desc = requirement.kind === "atLeastOne" ? `At least one of ${names} is required.` : `${names} ${requirement.params.length > 1 ? "are" : "is"} required.`;
    items.push({ code: codes.required, desc });
  }
  for (const issue of issues) {
    if (!namesOf(operation, issue).some((n) => described.has(n))) items.push(worded(issue));
  }
  return items;
}
function tsName(operation, xml) {
  return operation.codec.params.find((p) => p.xml === xml)?.ts ?? xml;
}
function namesOf(operation, issue) {
  if (issue.path.length > 0) return [String(issue.path[0])];
  return operation.codec.requirements.filter((r) => r.kind === "atLeastOne").flatMap((r) => r.params.map((xml) => tsName(operation, xml)));
}
function valueAt(value, path) {
  return path.reduce(
    (at, key) => at !== null && typeof at === "object" ? at[key] : void 0,
    value
  );
}
function listed(names) {
  return names.length <= 1 ? names[0] ?? "" : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
export {
  describeRejection
};
//# sourceMappingURL=requirements.js.map
