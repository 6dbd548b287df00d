// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** The result envelope: its success flag, ErrorDetail list and data items, by the contract's names. */
import { ServiceError } from "./errors.js";
/** Finishes a decoded envelope: an empty, nil or absent ErrorDetail list reads as `[]`. */
export function finishEnvelope(fields) {
    return (envelope) => {
        const status = envelope[fields.status];
        if (status)
            status[fields.detail] ??= [];
        return envelope;
    };
}
/**
 * The data items of a successful result; throws ServiceError with the ErrorDetail items (nil
 * ones left out) when the success flag is false or the status is missing.
 */
export function successData(envelope, fields) {
    const e = envelope;
    const status = e[fields.status];
    if (status?.[fields.success] !== true) {
        const details = (status?.[fields.detail] ?? []);
        throw new ServiceError(details.filter((d) => d !== null));
    }
    return (e[fields.data] ?? []);
}
//# sourceMappingURL=envelope.js.map