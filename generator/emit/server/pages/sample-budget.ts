/**
 * How many elements a sample message shows: up to 100 while the samples of every operation on
 * every binding, all pages visited, hold at most SAMPLE_BUDGET elements together (some 2 MB of
 * HTML); else up to ten; else none, and the pages say so. The server renders a page's samples
 * when first asked for and keeps them: a contract of thousands of wide operations would
 * otherwise have it keep tens of megabytes. Counted as the runtime's sample-messages.ts writes
 * them: a repeated element is written once and shown twice, a type met again inside itself, or
 * deeper than MAX_DEPTH types, is left empty.
 */
import type {
  OperationFacts,
  PageFacts,
  PublishedBindings,
  SampleElement,
  SampleType,
} from "./page-facts.ts";

const SAMPLE_BUDGET = 15_000;
const ELEMENT_CAPS = [100, 10];
/** As sample-messages.ts's. */
const MAX_DEPTH = 8;

export function sampleElementsWithinBudget(
  facts: PageFacts,
  bindings: PublishedBindings,
  budget = SAMPLE_BUDGET,
): number {
  for (const cap of ELEMENT_CAPS) {
    let total = 0;
    for (const [i, op] of facts.operations.entries()) {
      total += operationElements(facts, op, bindings[i] ?? [], cap);
      if (total > budget) break;
    }
    if (total <= budget) return cap;
  }
  return 0;
}

/** The elements of the operation's samples on its bindings, at most `cap` a message. */
function operationElements(
  facts: PageFacts,
  op: OperationFacts,
  bindings: PublishedBindings[number],
  cap: number,
): number {
  const headers = (keys: readonly string[] | undefined) =>
    (keys ?? []).flatMap((k) => facts.headers.get(k) ?? []);
  const soap =
    messageElements(facts, [...headers(op.headers), ...op.params], cap) +
    (op.response
      ? messageElements(facts, [...headers(op.response.headers), ...op.response.fields], cap)
      : 0);
  const http = op.httpResponse ? messageElements(facts, [op.httpResponse], cap) : 0;
  return bindings.reduce((n, b) => n + (b === "soap11" || b === "soap12" ? soap : http), 0);
}

function messageElements(
  facts: PageFacts,
  elements: readonly SampleElement[],
  cap: number,
): number {
  let left = cap;
  const visit = (e: SampleElement, path: readonly string[]): void => {
    if (left <= 0) return;
    left--;
    const t = e.of === undefined ? undefined : facts.types.get(e.of);
    if (
      e.of === undefined ||
      !t ||
      t.text !== undefined ||
      path.includes(e.of) ||
      path.length >= MAX_DEPTH
    )
      return;
    for (const f of fieldsOf(facts, t)) visit(f, [...path, e.of]);
  };
  for (const e of elements) visit(e, []);
  return cap - left;
}

function fieldsOf(facts: PageFacts, t: SampleType): SampleElement[] {
  const base = t.base === undefined ? undefined : facts.types.get(t.base);
  return base ? [...fieldsOf(facts, base), ...(t.fields ?? [])] : (t.fields ?? []);
}
