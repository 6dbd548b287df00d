// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Element names of the envelope's parts (for this service `_status`, `bln_Success`, `detail`, `_data`). */
export interface EnvelopeFields {
    status: string;
    success: string;
    detail: string;
    data: string;
}
/** Finishes a decoded envelope: an empty, nil or absent ErrorDetail list reads as `[]`. */
export declare function finishEnvelope<E>(fields: EnvelopeFields): (envelope: E) => E;
/**
 * The data items of a successful result; throws ServiceError with the ErrorDetail items (nil
 * ones left out) when the success flag is false or the status is missing.
 */
export declare function successData<D, I>(envelope: object, fields: EnvelopeFields): I[];
