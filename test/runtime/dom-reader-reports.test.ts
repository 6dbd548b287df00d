/**
 * How the DOM reader (templates/runtime/dom-xml-reader.ts) turns a browser's parse-error report
 * into an XmlSyntaxError, with a stand-in DOMParser: Chromium's and Safari's report (an XHTML
 * `parsererror` whose text says "error on line L at column C: ..."), Firefox's (a `parsererror` in
 * Mozilla's namespace: "XML Parsing Error: ...", then "Line Number L, Column C:" and the source
 * line), and any other wording, kept whole without a position. Chromium's own reports are tested
 * in a real Chromium (test/browser/dom-xml-reader.test.ts); no browser here is Firefox.
 */
import { afterEach, describe, expect, it } from "vitest";
import {
  XmlEvent,
  XmlReader,
  type XmlSyntaxError,
} from "../../templates/runtime/dom-xml-reader.ts";

const XHTML = "http://www.w3.org/1999/xhtml";
const MOZILLA = "http://www.mozilla.org/newlayout/xml/parsererror.xml";

/** A node of the stand-in DOM: text (nodeType 3) or an element (1) with children. */
interface FakeNode {
  nodeType: number;
  nodeValue: string | null;
  firstChild: FakeNode | null;
  nextSibling: FakeNode | null;
  parentNode: FakeNode | null;
}

function text(value: string): FakeNode {
  return { nodeType: 3, nodeValue: value, firstChild: null, nextSibling: null, parentNode: null };
}

function element(...children: FakeNode[]): FakeNode {
  children.forEach((child, i) => (child.nextSibling = children[i + 1] ?? null));
  return {
    nodeType: 1,
    nodeValue: null,
    firstChild: children[0] ?? null,
    nextSibling: null,
    parentNode: null,
  };
}

/** Makes the global DOMParser one whose every document is a parse error reported in `ns`. */
function reportingParser(ns: string, report: FakeNode): void {
  (globalThis as Record<string, unknown>).DOMParser = class {
    parseFromString() {
      return {
        documentElement: null,
        getElementsByTagNameNS: (n: string) => (n === ns ? [report] : []),
      };
    }
  };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>).DOMParser;
});

function refusal(): XmlSyntaxError {
  const r = new XmlReader("<a></b>");
  try {
    while (r.next() !== XmlEvent.Eof);
  } catch (err) {
    return err as XmlSyntaxError;
  }
  throw new Error("the document was read");
}

describe("a browser's parse-error report", () => {
  it("Chromium's and Safari's: the message and the position of the line that says them", () => {
    reportingParser(
      XHTML,
      element(
        element(text("This page contains the following errors:")),
        element(
          text("error on line 1 at column 7: Opening and ending tag mismatch: a line 1 and b"),
        ),
        element(text("Below is a rendering of the page up to the first error.")),
      ),
    );
    expect(refusal()).toMatchObject({
      message: "line 1, column 7: Opening and ending tag mismatch: a line 1 and b",
      line: 1,
      column: 7,
    });
  });

  it("Firefox's: the message after 'XML Parsing Error:', and the line and column it names", () => {
    reportingParser(
      MOZILLA,
      element(
        text(
          "XML Parsing Error: mismatched tag. Expected: </a>.\nLocation: about:blank\nLine Number 1, Column 6:",
        ),
        element(text("<a></b>\n-----^")),
      ),
    );
    expect(refusal()).toMatchObject({
      message: "line 1, column 6: mismatched tag. Expected: </a>.",
      detail: "mismatched tag. Expected: </a>.",
      line: 1,
      column: 6,
    });
  });

  it("any other wording: kept whole, without a position", () => {
    reportingParser(MOZILLA, element(text("  something went wrong  ")));
    expect(refusal()).toMatchObject({ message: "something went wrong", line: 0, column: 0 });
  });
});
