// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * `xsd:anyType` items, as ASMX writes `object[]`: `<anyType xsi:type="xsd:string">...</anyType>`
 * for simple values and `<anyType xsi:type="Order">...</anyType>` for objects. Reading keeps the
 * xsi:type and decodes the content by it; what the contract does not describe is kept whole.
 */
import { type Codec } from "./codec.js";
import { type XmlReader } from "./xml-reader.js";
/** Content of an element the contract does not describe. */
export type XmlValue = string | null | XmlFields | XmlValue[];
export interface XmlFields {
    [element: string]: XmlValue;
}
/**
 * The shape every AnyTypeItem of a generated contract has. An unknown item's `xsiTypeNamespace` is
 * the namespace its `xsiType` names (as read: when it has a prefix, or names a namespace other than
 * the element's own), so that it is written back with its prefix declared.
 */
export type AnyItem = {
    type: string;
    value: unknown;
    text?: string;
} | {
    type: "unknown";
    xsiType: string | null;
    xsiTypeNamespace?: string;
    value: XmlValue;
};
/** Reads an element with unknown content: text, or child elements by local name (repeats as arrays). */
export declare function readXmlValue(r: XmlReader): XmlValue;
/** Writes unknown content back: text, or child elements in the given namespace's default scope. */
export declare function writeXmlValue(value: XmlValue, where: string): string;
/** An open complex type's codec: its content, where it is flat, as one string (flatContent). */
export interface OpenCodec extends Codec<XmlFields> {
    contentText(value: unknown, path: string): string | undefined;
}
/** An open complex type: the contract names it but shows no fields, so all content is kept. */
export declare function openCodec(name: string): OpenCodec;
/** The anyType codec of a contract. */
export interface AnyTypeCodec extends Codec<AnyItem> {
    /** The contract's complex types an item may name, by local name. */
    readonly itemTypes: ReadonlyMap<string, Codec<unknown>>;
}
/**
 * The anyType codec of a contract: `types` maps the local names of the contract's complex types
 * (in namespace `ns`) to their codecs.
 */
export declare function anyTypeCodec(ns: string, types: ReadonlyMap<string, Codec<unknown>>): AnyTypeCodec;
