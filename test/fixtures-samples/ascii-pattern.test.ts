/** XSD patterns as JavaScript regular expressions, and strings drawn from them. */
import { describe, expect, it } from "vitest";
import { patternDraws } from "../../generator/emit/fixtures/pattern-draws.ts";
import { asciiPatternSource } from "../../generator/emit/fixtures/ascii-pattern.ts";

describe("asciiPatternSource", () => {
  it.each([
    ["\\d{5,15}", "^(?:[0-9]{5,15})$"],
    ["(([0-9]{2}(:))[0-9]{2})", "^(?:(?:(?:[0-9]{2}(?::))[0-9]{2}))$"],
    ["^a$", "^(?:\\^a\\$)$"],
    ["[a-z-[aeiou]]", "^(?:[b-df-hj-np-tv-z])$"],
    ["\\i\\c*", "^(?:[:A-Z_a-z][\\--.0-:A-Z_a-z]*)$"],
    ["[^<>]", "^(?:[ -;=?-~])$"],
    ["\\p{Lu}\\P{N}", "^(?:[A-Z][ -/:-~])$"],
    ["a.b", "^(?:a[ -~]b)$"],
    ["[\\-\\]\\\\^]", "^(?:[\\-\\\\-\\^])$"],
    ["[\\n\\t]x\\.", "^(?:[\\t-\\n]x\\.)$"],
  ])("%s", (pattern, source) => {
    expect(asciiPatternSource(pattern)).toBe(source);
  });

  it.each([
    ["\\q", "\\q is not an escape of XSD patterns"],
    ["[a-", "a character class is not closed with ]"],
    ["\\p{IsGreek}", "the category \\p{IsGreek} is not sampled"],
    ["[z-a]", "a range in a character class must go from one character up to another"],
    ["𝄞", "the character U+1D11E lies outside the Basic Multilingual Plane"],
  ])("refuses %s", (pattern, message) => {
    expect(() => asciiPatternSource(pattern)).toThrow(message);
  });
});

describe("patternDraws", () => {
  it("draws the same strings every time, each matching the pattern", () => {
    const draws = [...patternDraws("[A-Z]{2}\\d+", 8)];
    expect(draws).toEqual([...patternDraws("[A-Z]{2}\\d+", 8)]);
    for (const d of draws) expect(d).toMatch(/^[A-Z]{2}\d+$/);
  });

  it("draws characters of other scripts a class names", () => {
    for (const d of patternDraws("[α-ω]{3}", 4)) expect(d).toMatch(/^[α-ω]{3}$/);
  });
});
