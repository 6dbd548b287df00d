// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Parameters as the client takes them: a dateTime may be a Date or an xsd:dateTime string. */
export type ClientParams<T> = { [K in keyof T]: Date extends T[K] ? T[K] | string : T[K] };
