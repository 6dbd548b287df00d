import path from "node:path";

/** A contract file's path as the lock file and headers name it: from the working folder, with `/` separators; a URL as it is. */
export function contractPath(file: string): string {
  if (/^https?:\/\//i.test(file)) return file;
  return path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/");
}
