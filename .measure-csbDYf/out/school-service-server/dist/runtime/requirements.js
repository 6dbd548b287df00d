// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** ErrorDetail code of a value that is wrong rather than missing. */
const INVALID = "INVALID";
export function describeRejection(operation, params, issues, style, codes) {
    const stated = new Set(operation.requirements.flatMap((r) => r.params.map((xml) => tsName(operation, xml))));
    // A value absent where one is required, or one a stated requirement names, is missing.
    const code = (issue) => namesOf(operation, issue).some((n) => stated.has(n)) ||
        valueAt(params, issue.path) === undefined
        ? codes.required
        : INVALID;
    const worded = (issue) => ({
        code: code(issue),
        desc: [
            operation.codec.name,
            ...(issue.path.length > 0 ? [issue.path.join(".")] : []),
            issue.message,
        ].join(": "),
    });
    if (style === "validator")
        return issues.map(worded);
    // In a decoded request a stated-required parameter can only fail by being absent, empty, nil
    // or ASMX's default (unreadable text was refused while decoding): every issue names one.
    const missing = new Set(issues.flatMap((issue) => namesOf(operation, issue)));
    const items = [];
    const described = new Set();
    for (const requirement of operation.requirements) {
        const ts = requirement.params.map((xml) => tsName(operation, xml));
        if (!ts.some((name) => missing.has(name)))
            continue;
        ts.forEach((name) => described.add(name));
        const names = listed(requirement.params);
        const desc = requirement.kind === "atLeastOne"
            ? `At least one of ${names} is required.`
            : `${names} ${requirement.params.length > 1 ? "are" : "is"} required.`;
        items.push({ code: codes.required, desc });
    }
    // Anything no stated requirement explains keeps the validator's message.
    for (const issue of issues) {
        if (!namesOf(operation, issue).some((n) => described.has(n)))
            items.push(worded(issue));
    }
    return items;
}
function tsName(operation, xml) {
    return operation.codec.params.find((p) => p.xml === xml)?.ts ?? xml;
}
/**
 * The parameters an issue is about: the first step of its path; an issue of the whole parameters
 * object is an at-least-one requirement's (the only check the validators make of the object).
 */
function namesOf(operation, issue) {
    if (issue.path.length > 0)
        return [String(issue.path[0])];
    return operation.requirements
        .filter((r) => r.kind === "atLeastOne")
        .flatMap((r) => r.params.map((xml) => tsName(operation, xml)));
}
function valueAt(value, path) {
    return path.reduce((at, key) => at !== null && typeof at === "object" ? at[key] : undefined, value);
}
/** `A`, `A and B`, `A, B and C`. */
function listed(names) {
    return names.length <= 1
        ? (names[0] ?? "")
        : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}
//# sourceMappingURL=requirements.js.map