/** Starts the ASMX peer and holds it, printing its URL: for the test that kills this process outright. */
import { startAsmxPeer } from "./asmx-peer.ts";

const peer = await startAsmxPeer();
console.log(`ready ${peer.url} ${peer.dir}`);
setInterval(() => {}, 60_000);
