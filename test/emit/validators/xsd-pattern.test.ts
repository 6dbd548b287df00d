/**
 * XSD patterns as JavaScript regular expressions (`u` flag): the exact source written, and what it
 * matches and does not, for each part of the XSD dialect that differs from JavaScript's.
 */
import { describe, expect, it } from "vitest";
import {
  XsdPatternError,
  xsdPatternSource,
} from "../../../generator/emit/validators/xsd-pattern.ts";

describe("xsdPatternSource", () => {
  it.each([
    ["[A-Z]{3}", `^(?:[A-Z]{3})$`, ["ABC"], ["AB", "ABCD", "abc"]],
    ["\\d{2}-\\d+", String.raw`^(?:[\p{Nd}]{2}-[\p{Nd}]+)$`, ["12-3", "١٢-٣"], ["1-2"]],
    ["[a-z-[aeiou]]+", `^(?:(?:(?![aeiou])[a-z])+)$`, ["bcd"], ["bad"]],
    ["[^\\s]+", String.raw`^(?:[^ \t\n\r]+)$`, ["abc"], ["a b"]],
    ["[\\w.]+", String.raw`^(?:[\p{L}\p{M}\p{N}\p{S}.]+)$`, ["ab.c", "€"], ["a b", "a,b"]],
    ["[\\S-[a]]", String.raw`^(?:(?:(?![a])(?:[^ \t\n\r])))$`, ["b"], ["a", " "]],
    ["a.b", String.raw`^(?:a[^\n\r]b)$`, ["axb", "a😀b"], ["a\nb"]],
    ["x^y$/", String.raw`^(?:x\^y\$\/)$`, ["x^y$/"], ["xy"]],
    ["\\p{Lu}\\P{Lu}", String.raw`^(?:[\p{Lu}][\P{Lu}])$`, ["Ab"], ["AB"]],
    ["(ab|cd)?e", `^(?:(?:ab|cd)?e)$`, ["e", "abe", "cde"], ["abcde"]],
    ["[+\\-]?\\d\\-\\.", String.raw`^(?:[+\-]?[\p{Nd}]-\.)$`, ["-1-.", "1-."], ["x1-."]],
  ])("%s", (pattern, source, matching, other) => {
    expect(xsdPatternSource(pattern)).toBe(source);
    const regex = new RegExp(source, "u");
    for (const text of matching) expect(regex.test(text), text).toBe(true);
    for (const text of other) expect(regex.test(text), text).toBe(false);
  });

  it("translates \\i and \\c to XML's name characters", () => {
    const regex = new RegExp(xsdPatternSource("\\i\\c*"), "u");
    expect(["_a1", "x:y", "é-.·"].map((t) => regex.test(t))).toEqual([true, true, true]);
    expect(["1a", "-", "a b"].map((t) => regex.test(t))).toEqual([false, false, false]);
  });

  it.each([
    [
      "\\p{IsBasicLatin}",
      "the Unicode block escape \\p{IsBasicLatin} has no JavaScript equivalent",
    ],
    ["\\p{Latin}", "\\p{Latin} is not a Unicode category of XSD patterns"],
    ["a\\q", "\\q is not an escape of XSD patterns"],
    ["[ab", "a character class is not closed with ]"],
  ])("refuses %s", (pattern, message) => {
    expect(() => xsdPatternSource(pattern)).toThrow(new XsdPatternError(message));
  });
});
