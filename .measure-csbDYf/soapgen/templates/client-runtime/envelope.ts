/** The result envelope: its success flag, ErrorDetail list and data items, by the contract's names. */
import { ServiceError } from "./errors.js";

/** Element names of the envelope's parts (for this service `_status`, `bln_Success`, `detail`, `_data`). */
export interface EnvelopeFields {
  status: string;
  success: string;
  detail: string;
  data: string;
}

type Fields = Record<string, unknown>;

/** Finishes a decoded envelope: an empty, nil or absent ErrorDetail list reads as `[]`. */
export function finishEnvelope<E>(fields: EnvelopeFields): (envelope: E) => E {
  return (envelope) => {
    const status = (envelope as Fields)[fields.status] as Fields | null | undefined;
    if (status) status[fields.detail] ??= [];
    return envelope;
  };
}

/**
 * The data items of a successful result; throws ServiceError with the ErrorDetail items (nil
 * ones left out) when the success flag is false or the status is missing.
 */
export function successData<D, I>(envelope: object, fields: EnvelopeFields): I[] {
  const e = envelope as Fields;
  const status = e[fields.status] as Fields | null | undefined;
  if (status?.[fields.success] !== true) {
    const details = (status?.[fields.detail] ?? []) as (D | null)[];
    throw new ServiceError<D>(details.filter((d): d is D => d !== null));
  }
  return (e[fields.data] ?? []) as I[];
}
