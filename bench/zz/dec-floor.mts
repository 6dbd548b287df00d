import { typedRecords } from "/work/main/bench/fixtures/records-wire.ts";
import { loadContract } from "/work/main/bench/declared/record-packages.ts";
const contract = await loadContract("/work/main/bench-results/zz-decl/generated");
const body = contract.soapResponse(typedRecords());
console.log(body.slice(300, 900));
const re = /<Record>(?:<Name>([^<]*)<\/Name>)?<Quantity>([^<]*)<\/Quantity><Serial>([^<]*)<\/Serial><Amount>([^<]*)<\/Amount><Modified>([^<]*)<\/Modified><Active>([^<]*)<\/Active><Status>([^<]*)<\/Status>(?:<Place><City>([^<]*)<\/City><Code>([^<]*)<\/Code><\/Place>)?(?:<Note>([^<]*)<\/Note>)?<\/Record>/g;
function decode() {
  const out = []; let m;
  re.lastIndex = 0;
  while ((m = re.exec(body)) !== null) {
    const r: any = { Name: m[1], Quantity: Number(m[2]), Serial: BigInt(m[3]!), Amount: m[4], Modified: new Date(m[5]!), Active: m[6] === "true", Status: m[7] };
    if (m[8] !== undefined) r.Place = { City: m[8], Code: Number(m[9]) };
    if (m[10] !== undefined) r.Note = m[10];
    out.push(r);
  }
  return out;
}
console.log(decode().length);
for (let round = 0; round < 3; round++) {
  let best = Infinity; let sum = 0;
  for (let i = 0; i < 40; i++) { const s = performance.now(); decode(); const d = performance.now() - s; sum += d; best = Math.min(best, d); }
  let best2 = Infinity;
  for (let i = 0; i < 40; i++) { const s = performance.now(); Buffer.from(body).toString(); best2 = Math.min(best2, performance.now() - s); }
  console.log(`regex decode min ${best.toFixed(2)} mean ${(sum / 40).toFixed(2)} ms; utf8 round trip ${best2.toFixed(2)}`);
}
