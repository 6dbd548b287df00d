import { expect, it } from "vitest";
import { textLiteral } from "../../../generator/emit/server/pages/text-literal.ts";

it("holds any text as it is: backticks, backslashes, substitutions and carriage returns escaped", () => {
  const text = "a `b` \\n ${c} $d\r\nline two";
  const literal = textLiteral(text);
  expect(literal).toBe("`a \\`b\\` \\\\n \\${c} $d\\r\nline two`");
  expect(new Function(`return ${literal};`)()).toBe(text);
});
