import { typedRecords } from "/work/main/bench/fixtures/records-wire.ts";
const records = typedRecords();
function time(name: string, fn: () => unknown) {
  let best = Infinity;
  for (let i = 0; i < 60; i++) { const s = performance.now(); fn(); best = Math.min(best, performance.now() - s); }
  console.log(name.padEnd(28), best.toFixed(2), "ms");
}
let sink: unknown;
for (let round = 0; round < 2; round++) {
time("toISOString", () => { let n = 0; for (const r of records) n += r.Modified.toISOString().length; sink = n; });
time("bigint String", () => { let n = 0; for (const r of records) n += String(r.Serial).length; sink = n; });
time("int String x2", () => { let n = 0; for (const r of records) n += String(r.Quantity).length + String(r.Place.Code).length; sink = n; });
time("template, one string", () => { let out = ""; for (const r of records) out += `<Record><Name>${r.Name}</Name><Quantity>${r.Quantity}</Quantity><Serial>${r.Serial}</Serial><Amount>${r.Amount}</Amount><Modified>${r.Modified.toISOString()}</Modified><Active>${r.Active}</Active><Status>${r.Status}</Status><Place><City>${r.Place.City}</City><Code>${r.Place.Code}</Code></Place>${r.Note === undefined ? "" : `<Note>${r.Note}</Note>`}</Record>`; out.charCodeAt(0); sink = out; });
time("template, 64K pieces", () => { const pieces = []; let out = ""; for (const r of records) { out += `<Record><Name>${r.Name}</Name><Quantity>${r.Quantity}</Quantity><Serial>${r.Serial}</Serial><Amount>${r.Amount}</Amount><Modified>${r.Modified.toISOString()}</Modified><Active>${r.Active}</Active><Status>${r.Status}</Status><Place><City>${r.Place.City}</City><Code>${r.Place.Code}</Code></Place>${r.Note === undefined ? "" : `<Note>${r.Note}</Note>`}</Record>`; if (out.length > 16384) { out.charCodeAt(0); pieces.push(out); out = ""; } } pieces.push(out); sink = pieces; });
time("template w/o date", () => { const pieces = []; let out = ""; for (const r of records) { out += `<Record><Name>${r.Name}</Name><Quantity>${r.Quantity}</Quantity><Serial>${r.Serial}</Serial><Amount>${r.Amount}</Amount><Modified>x</Modified><Active>${r.Active}</Active><Status>${r.Status}</Status><Place><City>${r.Place.City}</City><Code>${r.Place.Code}</Code></Place>${r.Note === undefined ? "" : `<Note>${r.Note}</Note>`}</Record>`; if (out.length > 16384) { out.charCodeAt(0); pieces.push(out); out = ""; } } pieces.push(out); sink = pieces; });
}
