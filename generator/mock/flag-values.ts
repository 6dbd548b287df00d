/** The number flags of mock, record and verify, checked: each error names the flag. */
export function portFlag(value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new Error(`--port ${value}: expected a port number, 0 to 65535 (0: any free port)`);
  return port;
}

export function numberFlag(
  flag: string,
  value: string | undefined,
  fallback: number,
  [min, max]: [number, number],
): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n) || n < min || n > max)
    throw new Error(`--${flag} ${value}: expected a number from ${min} to ${max}`);
  return n;
}

/** A repeatable flag of comma-separated names, as one list. */
export function listFlag(values: readonly string[] | undefined): string[] {
  return (values ?? [])
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter(Boolean);
}
