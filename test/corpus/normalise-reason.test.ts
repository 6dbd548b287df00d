/** Clear errors group by their message with the contract's names normalised away. */
import { describe, expect, it } from "vitest";
import { normaliseReason } from "../../scripts/corpus/normalise-reason.ts";

describe("normaliseReason", () => {
  it.each([
    [
      "a.wsdl:26:5: the namespace prefix e of e:Foo is not declared: expected an xmlns:e attribute in scope",
      "the namespace prefix … of … is not declared: expected an … attribute in scope",
    ],
    [
      "b/def.xsd:13:7: the namespace prefix xs of <xs:sequence> is not declared: expected an xmlns:xs attribute in scope",
      "the namespace prefix … of <sequence> is not declared: expected an … attribute in scope",
    ],
    [
      "c.wsdl:14:5: unresolved element Response in part parameter of message OutputMessage: expected a global element named Response in namespace http://x/y",
      "unresolved element … in part … of message … expected a global element named … in namespace …",
    ],
    [
      "d.xsd:10:3: <xs:simpleContent> is not supported: hold the text in an element of a sequence",
      "<simpleContent> is not supported: hold the text in an element of a sequence",
    ],
    [
      "e.wsdl: cannot read imported file /corpus/x/platform.core.xsd: no such file",
      "cannot read imported file PATH no such file",
    ],
    [
      'operation send: cannot make a sample value of simple type Code (a restriction of xsd:string): no value found that meets pattern "[a-z]{3}", length 2',
      'operation … cannot make a sample value of simple type … (a restriction of …): no value found that meets pattern "…", length N',
    ],
  ])("%s", (message, reason) => {
    expect(normaliseReason(message)).toBe(reason);
  });
});
