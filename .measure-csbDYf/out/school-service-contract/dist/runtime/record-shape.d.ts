// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export declare class RecordShape {
    #private;
    /** The children's names of the records this shape matches, in order. */
    get names(): readonly string[];
    /**
     * Where the record at `pos` (its content, after the start tag of the element `parent` at
     * `depth`) ends, after its end tag, when it has this shape; -1 when it has not.
     */
    match(xml: string, pos: number, depth: number, parent: string): number;
    /** Notes a record the scan read: the first `count` of `names` are its children's names. */
    note(depth: number, parent: string, names: readonly string[], count: number): void;
}
