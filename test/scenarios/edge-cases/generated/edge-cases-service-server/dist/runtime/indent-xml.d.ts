// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
/** `xml` is a run of sibling elements at `depth`; each goes on its own line. */
export declare function indentXml(xml: string, depth: number): string;
