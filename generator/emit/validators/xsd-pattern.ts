/**
 * An XSD pattern (`xs:pattern`, XML Schema Part 2, appendix F) as the source of a JavaScript regular
 * expression literal with the `u` flag, matching exactly the same strings. XSD patterns are
 * anchored and have no anchors (`^` and `$` are plain characters); `.` is any character but a line
 * end; `\d` `\w` `\s` `\i` `\c` and their negations have XSD's meanings (`\d` any decimal digit,
 * `\w` letters, marks, numbers and symbols, `\i`/`\c` XML name characters); a class may subtract
 * another (`[a-z-[aeiou]]`), which becomes a lookahead. Unicode block escapes (`\p{IsBasicLatin}`)
 * have no JavaScript equivalent: such a pattern is refused with an XsdPatternError.
 */

export class XsdPatternError extends Error {}

/** A class member: a fragment that fits inside `[...]`, or an atom that must stand alone. */
type Member = { fragment: string } | { atom: string };

const NAME_START =
  ":A-Z_a-z\\xC0-\\xD6\\xD8-\\xF6\\xF8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}";
const NAME_CHAR = `${NAME_START}\\-.0-9\\xB7\\u0300-\\u036F\\u203F\\u2040`;
/** Every code point is in exactly one of L, M, N, P, S, Z, C: XSD's `\w` (not P, Z or C) is L, M, N or S. */
const MULTI: Record<string, Member> = {
  s: { fragment: " \\t\\n\\r" },
  S: { atom: "[^ \\t\\n\\r]" },
  d: { fragment: "\\p{Nd}" },
  D: { fragment: "\\P{Nd}" },
  w: { fragment: "\\p{L}\\p{M}\\p{N}\\p{S}" },
  W: { fragment: "\\p{P}\\p{Z}\\p{C}" },
  i: { fragment: NAME_START },
  I: { atom: `[^${NAME_START}]` },
  c: { fragment: NAME_CHAR },
  C: { atom: `[^${NAME_CHAR}]` },
};
const CATEGORIES = new Set(
  "L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po Z Zs Zl Zp S Sm Sc Sk So C Cc Cf Co Cn".split(
    " ",
  ),
);
const SINGLE: Record<string, string> = { n: "\n", r: "\r", t: "\t" };
const SINGLE_ESCAPES = "nrt\\|.?*+(){}-[]^";

export function xsdPatternSource(pattern: string): string {
  return `^(?:${new Translator([...pattern]).regExp()})$`;
}

class Translator {
  private at = 0;

  constructor(private readonly chars: string[]) {}

  regExp(): string {
    let out = "";
    for (let c = this.chars[this.at]; c !== undefined; c = this.chars[this.at]) {
      if (c === "\\") out += atomOf(this.escape());
      else if (c === "[") out += atomOf(this.charClass());
      else {
        this.at++;
        out += c === "." ? "[^\\n\\r]" : c === "(" ? "(?:" : "^$/".includes(c) ? `\\${c}` : c;
      }
    }
    return out;
  }

  /** After `\`: a single character (as a one-character string), or a multi-character escape. */
  private escape(): Member | string {
    this.at++;
    const c = this.chars[this.at++];
    if (c === undefined) throw new XsdPatternError("the pattern ends with a lone backslash");
    if (c === "p" || c === "P") return this.category(c === "P");
    const multi = MULTI[c];
    if (multi) return multi;
    if (SINGLE_ESCAPES.includes(c)) return SINGLE[c] ?? c;
    throw new XsdPatternError(`\\${c} is not an escape of XSD patterns`);
  }

  private category(negated: boolean): Member {
    const close = this.chars.indexOf("}", this.at);
    if (this.chars[this.at] !== "{" || close === -1)
      throw new XsdPatternError("\\p must be followed by {name}");
    const name = this.chars.slice(this.at + 1, close).join("");
    this.at = close + 1;
    if (name.startsWith("Is"))
      throw new XsdPatternError(
        `the Unicode block escape \\p{${name}} has no JavaScript equivalent`,
      );
    if (!CATEGORIES.has(name))
      throw new XsdPatternError(`\\p{${name}} is not a Unicode category of XSD patterns`);
    return { fragment: `\\${negated ? "P" : "p"}{${name}}` };
  }

  /** `[...]` or `[^...]`, with ranges and escapes, and a subtraction `-[...]` last. */
  private charClass(): Member {
    this.at++;
    const negated = this.chars[this.at] === "^";
    if (negated) this.at++;
    const members: Member[] = [];
    let subtracted: Member | undefined;
    for (let first = true; ; first = false) {
      const c = this.chars[this.at];
      if (c === undefined) throw new XsdPatternError("a character class is not closed with ]");
      if (c === "]" && !first) break;
      if (c === "-" && this.chars[this.at + 1] === "[" && !first) {
        this.at++;
        subtracted = this.charClass();
        if (this.chars[this.at] !== "]")
          throw new XsdPatternError("a class subtraction must end its class");
        break;
      }
      members.push(this.classMember());
    }
    this.at++;
    const set = group(members, negated);
    return subtracted ? { atom: `(?:(?!${atomOf(subtracted)})${atomOf(set)})` } : set;
  }

  /** A character, a range of characters, or an escape's set. */
  private classMember(): Member {
    const lo = this.classChar();
    if (
      typeof lo !== "string" ||
      this.chars[this.at] !== "-" ||
      this.chars[this.at + 1] === "]" ||
      this.chars[this.at + 1] === "["
    ) {
      return typeof lo === "string" ? { fragment: inClass(lo) } : lo;
    }
    this.at++;
    const hi = this.classChar();
    if (typeof hi !== "string" || hi.codePointAt(0)! < lo.codePointAt(0)!)
      throw new XsdPatternError(
        "a range in a character class must go from one character up to another",
      );
    return { fragment: `${inClass(lo)}-${inClass(hi)}` };
  }

  private classChar(): Member | string {
    if (this.chars[this.at] === "\\") return this.escape();
    return this.chars[this.at++]!;
  }
}

/** The members as one class, or as an alternation when one of them cannot stand in a class. */
function group(members: Member[], negated: boolean): Member {
  const fragments = members.flatMap((m) => ("fragment" in m ? [m.fragment] : [])).join("");
  const atoms = members.flatMap((m) => ("atom" in m ? [m.atom] : []));
  if (atoms.length === 0) return negated ? { atom: `[^${fragments}]` } : { fragment: fragments };
  const any = `(?:${[...(fragments ? [`[${fragments}]`] : []), ...atoms].join("|")})`;
  return { atom: negated ? `(?:(?!${any})[\\s\\S])` : any };
}

function atomOf(m: Member | string): string {
  if (typeof m === "string") return outsideClass(m);
  return "atom" in m ? m.atom : `[${m.fragment}]`;
}

function outsideClass(c: string): string {
  return c === "\n"
    ? "\\n"
    : c === "\r"
      ? "\\r"
      : c === "\t"
        ? "\\t"
        : "\\^$.|?*+()[]{}/".includes(c)
          ? `\\${c}`
          : c;
}

function inClass(c: string): string {
  return c === "\n"
    ? "\\n"
    : c === "\r"
      ? "\\r"
      : c === "\t"
        ? "\\t"
        : "\\]-[^/".includes(c)
          ? `\\${c}`
          : c;
}
