/** Orders strings by UTF-16 code units, independent of the machine's locale: output order is the same everywhere. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
