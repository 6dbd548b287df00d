import type { QName } from "./service-model.ts";

/** Clark notation, `{namespace}local`: one string that names a qualified name uniquely. */
export function clarkName(name: QName): string {
  return `{${name.namespace}}${name.local}`;
}
