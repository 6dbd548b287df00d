import path from "node:path";

/** A path as the project names it (the lock file, the headers, the stub's comment): from the working folder, with `/` separators; a URL as it is. */
export function projectPath(file: string): string {
  if (/^https?:\/\//i.test(file)) return file;
  return path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/");
}
