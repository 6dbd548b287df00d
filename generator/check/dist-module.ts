/** Where a package's compiled files go: `<package>/src/<module>.ts` compiles into `<package>/dist/<module>.*`. */

/** `<package>/dist/<module>` (no extension) for a module under src/, else undefined. */
export function distModule(file: string): string | undefined {
  const match = /^([^/]+)\/src\/(.+)\.ts$/.exec(file);
  return match ? `${match[1]}/dist/${match[2]}` : undefined;
}
