// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The ErrorDetail items of a request the contract's validators refuse. ASMX hands a method a
 * default for a value-type element left out (0, false, 0001-01-01T00:00:00), so what the
 * validators refuse in a decoded request are the stated requirements: by default each violated
 * one is one item, in the words of the service behind the transcripts; or, with the `validator`
 * style, one item per problem in the validator's own words, after the parameter it is about.
 */
import type { ErrorCodes, ErrorDetailStyle } from "./options.js";
import type { ErrorItem, ServerOperation } from "./service.js";
/** What the server needs of a zod schema of the contract (so its runtime need not import zod). */
export interface Validator {
    safeParse(value: unknown): {
        success: true;
    } | {
        success: false;
        error: {
            issues: readonly ValidatorIssue[];
        };
    };
}
export interface ValidatorIssue {
    path: readonly PropertyKey[];
    message: string;
}
export declare function describeRejection<I, H>(operation: ServerOperation<I, H>, params: unknown, issues: readonly ValidatorIssue[], style: ErrorDetailStyle, codes: ErrorCodes): ErrorItem[];
