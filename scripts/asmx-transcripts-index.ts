/**
 * INDEX.md of test/fixtures/asmx-transcripts: one row per transcript with its answer's status,
 * content type and outcome, to find a case without opening the files. Written by
 * scripts/capture-asmx-transcripts.ts.
 */
import { headerOf, type Transcript } from "../test/support/transcripts.ts";

/** Outcome texts longer than this end with "…": the file has the rest. */
const MAX_TEXT = 200;

export function transcriptIndex(transcripts: Transcript[]): string {
  const rows = transcripts.map((t) => {
    const { status, statusText } = t.response;
    const number = String(Number(t.file.slice(0, 3)));
    const cells = [
      number,
      `[${t.file}](${t.file})`,
      t.title,
      `${status} ${statusText}`,
      headerOf(t.response, "content-type") ?? "",
      outcome(t.response.body),
    ];
    return `| ${cells.map((c) => c.replaceAll("|", "\\|")).join(" | ")} |`;
  });
  return [
    "# ASMX transcripts",
    "",
    "Written by scripts/capture-asmx-transcripts.ts from the transcripts beside it (see README.md).",
    "",
    "| # | file | case | status | content type | outcome |",
    "|---|---|---|---|---|---|",
    ...rows,
    "",
  ].join("\n");
}

/** The service's status and echo item, a fault's code and reason, or the body's first line. */
function outcome(body: string): string {
  const success = /<bln_Success>([^<]*)</.exec(body);
  if (success) {
    const codes = [...body.matchAll(/<code>([^<]*)<\/code>/g)].map((m) => ` code=${m[1]}`).join("");
    const echo = /xsi:type="xsd:string">([^<]*)</.exec(body);
    return `bln_Success=${success[1]}${codes}${echo ? ` echo=\`${xmlText(echo[1]!)}\`` : ""}`;
  }
  const code = /<faultcode>([^<]*)</.exec(body) ?? /<soap:Code><soap:Value>([^<]*)</.exec(body);
  const reason =
    /<faultstring>([^<]*)</.exec(body) ?? /<soap:Text xml:lang="en">([^<]*)</.exec(body);
  if (code && reason) return `fault ${code[1]}: \`${firstLine(xmlText(reason[1]!))}\``;
  return body === "" ? "empty body" : `body: \`${firstLine(body)}\``;
}

function xmlText(text: string): string {
  return text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");
}

function firstLine(text: string): string {
  const line = text.split("\n")[0]!.trimEnd();
  return line.length > MAX_TEXT ? `${line.slice(0, MAX_TEXT)}…` : line;
}
