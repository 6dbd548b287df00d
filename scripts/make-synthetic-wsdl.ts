/**
 * Writes a synthetic ASMX-style WSDL for the generation benchmark, shaped like
 * wsdl/schoolservice.wsdl (see bench/generation/synthetic-contract.ts for what it holds). The
 * output depends only on the sizes: two runs write the same bytes.
 *
 *   npx tsx scripts/make-synthetic-wsdl.ts --operations 1500 --types 3000 --out synthetic.wsdl
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { renderWsdl } from "../bench/generation/render-wsdl.ts";
import { drawContract, type SyntheticSizes } from "../bench/generation/synthetic-contract.ts";

export function makeSyntheticWsdl(sizes: SyntheticSizes): string {
  return renderWsdl(drawContract(sizes));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      operations: { type: "string", default: "1500" },
      types: { type: "string", default: "3000" },
      out: { type: "string" },
    },
  });
  const xml = makeSyntheticWsdl({
    operations: Number(values.operations),
    types: Number(values.types),
  });
  if (values.out) writeFileSync(values.out, xml);
  else process.stdout.write(xml);
}
