/**
 * The most a response body may hold: a transport stops reading an answer that outgrows it (a
 * Content-Length above it stops it before the body), so a server that sends without end costs
 * the calling process no more than the limit.
 */
export class ResponseLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`the answer is larger than ${limit} bytes`);
    this.name = "ResponseLimitExceeded";
  }
}

/** Throws when a declared Content-Length is above `limit` (0: no limit). */
export function checkDeclaredLength(contentLength: string | null | undefined, limit: number): void {
  if (limit > 0 && contentLength != null && Number(contentLength) > limit)
    throw new ResponseLimitExceeded(limit);
}
