/**
 * What an emitter refuses (a type no sample value can be made for) is a ContractError that says
 * where: the model holds no locations, so renderOutput places it in the contract's file. Found by
 * the contract mutation fuzz (test/fuzz): the message named the type but no file.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { renderOutput } from "../../generator/pipeline/render-output.ts";
import { echoContract } from "../constructs/echo-contract.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-emitter-refusal-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("places a type no value can be made for in the contract's file", async () => {
  // A Loop holds a required Loop: no finite value is one, and the fixtures need a sample value.
  const file = path.join(dir, "loop.wsdl");
  writeFileSync(
    file,
    echoContract(
      `<xs:complexType name="Loop"><xs:sequence><xs:element name="next" type="tns:Loop" /></xs:sequence></xs:complexType>`,
      "tns:Loop",
    ),
  );
  const loaded = await loadContract({
    contract: { kind: "wsdl", path: file },
    allowNetwork: false,
    lenient: false,
  });
  const error = await renderOutput(
    loaded,
    {
      outDir: path.join(dir, "generated"),
      implementation: null,
      wsdlOut: null,
      packages: DEFAULT_OPTIONS.packages,
    },
    { withStub: false },
  ).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ContractError);
  expect((error as ContractError).loc).toEqual({ file: loaded.source.path });
  expect((error as Error).message).toBe(
    `${loaded.source.path}: operation echo: cannot make a sample value of type Loop: its required field next contains it again without end`,
  );
});
