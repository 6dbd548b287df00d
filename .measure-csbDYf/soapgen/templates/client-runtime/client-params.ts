/** Parameters as the client takes them: a dateTime may be a Date or an xsd:dateTime string. */
export type ClientParams<T> = { [K in keyof T]: Date extends T[K] ? T[K] | string : T[K] };
