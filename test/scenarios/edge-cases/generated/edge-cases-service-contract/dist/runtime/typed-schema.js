// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
export function typedSchema(schema) {
    // Every schema made with the `z.` functions is a classic one.
    return schema;
}
//# sourceMappingURL=typed-schema.js.map