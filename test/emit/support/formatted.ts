/** An emitted module as the generator writes it: formatted with the pinned configuration. */
import { formatFiles } from "../../../generator/check/format.ts";

export async function formatted(content: string): Promise<string> {
  const [file] = await formatFiles([{ path: "x.ts", content }]);
  return file!.content;
}
