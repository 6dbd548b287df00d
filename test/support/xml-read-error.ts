import { XmlEvent, XmlReader, type XmlLimits } from "../../templates/runtime/xml-reader.ts";
import { thrown } from "./thrown.ts";

/** The error reading the whole document throws, as `Class: message`. */
export function readError(xml: string, limits?: XmlLimits): string {
  const err = thrown(() => {
    const r = new XmlReader(xml, limits);
    while (r.next() !== XmlEvent.Eof);
  }) as Error;
  return `${err.name}: ${err.message}`;
}
