/**
 * Where a request made for the contract's endpoint goes on a service at `target` (its endpoint
 * URL): the contract's endpoint path becomes the target's, the rest (an HTTP GET operation, a
 * query) is kept.
 */
export function serviceUrl(target: URL, endpointPath: string, requestPath: string): string {
  const rest = requestPath.startsWith(endpointPath)
    ? target.pathname.replace(/\/$/, "") + requestPath.slice(endpointPath.length)
    : requestPath;
  return target.origin + (rest || "/");
}
