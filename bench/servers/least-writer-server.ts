/**
 * A reference, not a product: the least a server that writes its answer per request can do for
 * eventGetList with `--items` cUser items. It reads each request as the bare server does and
 * writes the response with one template per item, its five fields named in the code: cUser
 * declares none (open content), so this knows what the contract does not say. Each text is
 * checked for characters to escape (plainText), the one check no correct writer skips; nothing
 * else (no names, no paths for errors). Its answer is the bare server's bytes (the bench checks
 * its items). What it reaches bounds every server that writes each item per request, ours
 * included.
 *
 * With `--by-keys yes`, each item is written as a writer of open content must write it, by its
 * object's keys in order (their tags built once per position), the texts checked alike: what it
 * reaches bounds every server of a contract whose items declare no fields, as cUser.
 *
 *   node --import tsx bench/servers/least-writer-server.ts --items 100 [--by-keys yes]
 */
import type { AddressInfo } from "node:net";
import { argValue } from "../lib/child-side.ts";
import { leastWriterServer, plainText } from "../lib/least-writer.ts";
import { eventGetListResponse, userFields } from "../fixtures/school-wire.ts";
import { reportListening } from "./cluster-workers.ts";

/** The fields userFields gives every item, which this names in its template. */
type User = Record<"uid" | "hostid" | "FirstName" | "LastName" | "Email", string>;
const items = Array.from({ length: Number(argValue("items")) }, (_, i) => userFields(i) as User);
// The envelope around the items, as the bare server's answer has it.
const empty = eventGetListResponse(0);
const [head, tail] = [
  empty.slice(0, empty.indexOf("</_data>")),
  empty.slice(empty.indexOf("</_data>")),
];

const userXml = (u: User) =>
  `<anyType xsi:type="cUser"><uid>${plainText(u.uid)}</uid><hostid>${plainText(u.hostid)}</hostid><FirstName>${plainText(u.FirstName)}</FirstName><LastName>${plainText(u.LastName)}</LastName><Email>${plainText(u.Email)}</Email></anyType>`;

// By position: the keys, and the tags made of them, of the last item written.
const keys: string[] = [];
const starts: string[] = [];
const ends: string[] = [];
const userXmlByKeys = (u: User) => {
  let xml = '<anyType xsi:type="cUser">';
  let position = 0;
  for (const key of Object.keys(u)) {
    if (keys[position] !== key) {
      keys[position] = key;
      starts[position] = `<${key}>`;
      ends[position] = `</${key}>`;
    }
    xml += starts[position]! + plainText(u[key as keyof User]) + ends[position]!;
    position++;
  }
  return `${xml}</anyType>`;
};

const byKeys = argValue("by-keys", "no") === "yes";
const server = leastWriterServer(head, items, byKeys ? userXmlByKeys : userXml, tail);
server.listen(0, "127.0.0.1", () => reportListening((server.address() as AddressInfo).port));
