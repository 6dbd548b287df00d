/** Reading the result envelope: success flag, ErrorDetail list, and `_data` items. */
import { ServiceError } from "./errors.js";

interface Envelope<D, I> {
  _status?: { bln_Success: boolean; detail?: (D | null)[] };
  _data?: (I | null)[];
}

/**
 * Returns the `_data` items of a successful result; throws ServiceError with the ErrorDetail items
 * (nil ones left out) when `bln_Success` is false or the status is missing.
 */
export function assertSuccess<D, I>(result: Envelope<D, I>): (I | null)[] {
  const status = result._status;
  if (!status?.bln_Success) throw new ServiceError<D>((status?.detail ?? []).filter((d): d is D => d !== null));
  return result._data ?? [];
}
