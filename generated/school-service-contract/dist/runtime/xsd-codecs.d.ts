// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Codecs of the XML Schema built-in types, in SOAP's lexical forms. Values are those of the
 * generated types: numbers, bigint for 64-bit integers, strings for decimal and date/time texts,
 * Date for dateTime. One export per type, named as the type: modules import them as a namespace
 * (`xsd.int`), any-type.ts looks them up by an `xsi:type`'s name, and a bundle keeps only those a
 * program can reach. Nothing else may be exported here.
 */
import { type ListCodec, type TextCodec } from "./codec.js";
export declare const string: TextCodec<string>;
export declare const normalizedString: TextCodec<string>;
export declare const token: TextCodec<string>;
export declare const language: TextCodec<string>;
export declare const Name: TextCodec<string>;
export declare const NCName: TextCodec<string>;
export declare const NMTOKEN: TextCodec<string>;
export declare const NMTOKENS: ListCodec<string>;
export declare const ID: TextCodec<string>;
export declare const IDREF: TextCodec<string>;
export declare const IDREFS: ListCodec<string>;
export declare const ENTITY: TextCodec<string>;
export declare const ENTITIES: ListCodec<string>;
export declare const NOTATION: TextCodec<string>;
export declare const anySimpleType: TextCodec<string>;
export declare const anyURI: TextCodec<string>;
export declare const QName: TextCodec<string>;
export declare const boolean: TextCodec<boolean>;
export declare const int: TextCodec<number>;
export declare const short: TextCodec<number>;
export declare const byte: TextCodec<number>;
export declare const unsignedInt: TextCodec<number>;
export declare const unsignedShort: TextCodec<number>;
export declare const unsignedByte: TextCodec<number>;
export declare const char: TextCodec<number>;
export declare const long: TextCodec<bigint>;
export declare const unsignedLong: TextCodec<bigint>;
export declare const integer: TextCodec<bigint>;
export declare const positiveInteger: TextCodec<bigint>;
export declare const nonNegativeInteger: TextCodec<bigint>;
export declare const negativeInteger: TextCodec<bigint>;
export declare const nonPositiveInteger: TextCodec<bigint>;
export declare const decimal: TextCodec<string>;
export declare const double: TextCodec<number>;
export declare const float: TextCodec<number>;
export declare const dateTime: TextCodec<Date>;
export declare const date: TextCodec<string>;
export declare const time: TextCodec<string>;
export declare const duration: TextCodec<string>;
export declare const gYear: TextCodec<string>;
export declare const gYearMonth: TextCodec<string>;
export declare const gMonth: TextCodec<string>;
export declare const gMonthDay: TextCodec<string>;
export declare const gDay: TextCodec<string>;
export declare const guid: TextCodec<string>;
export declare const base64Binary: TextCodec<Uint8Array>;
export declare const hexBinary: TextCodec<Uint8Array>;
