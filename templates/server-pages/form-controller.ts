/**
 * The test form of an operation page, in the browser: reads the chosen binding, the header's and
 * the parameters' fields, calls the operation with the generated client over `fetch` on the page's
 * own origin, and shows the request and the response as they went over the wire, and the typed
 * result (or the client's error) as JSON. The page's markup names what to call (`data-method`,
 * `data-endpoint`) and how to read each field (`data-param` or `data-auth`, and `data-kind`).
 */

/** What the form hands the generated client's factory. */
export interface FormClientOptions {
  baseUrl: string;
  binding: string;
  auth?: Record<string, string>;
  fetch: typeof fetch;
}

export type ClientFactory = (options: never) => object;

interface Exchange {
  request: string;
  response: string;
}

export function wireForm(createClient: ClientFactory): void {
  const form = document.getElementById("invoke");
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    void invoke(form, createClient as (options: FormClientOptions) => object);
  });
}

async function invoke(
  form: HTMLFormElement,
  createClient: (options: FormClientOptions) => object,
): Promise<void> {
  const exchange: Exchange = { request: "", response: "" };
  const binding = (form.elements.namedItem("binding") as RadioNodeList | null)?.value ?? "soap11";
  show("", "", "Calling...");
  let outcome: string;
  try {
    const params = readFields(form, "param");
    const auth = readFields(form, "auth") as Record<string, string>;
    const options: FormClientOptions = {
      baseUrl: new URL(form.dataset.endpoint ?? "", location.href).href,
      binding,
      fetch: recording(exchange),
      ...(Object.keys(auth).length > 0 ? { auth } : {}),
    };
    const client = createClient(options) as Record<string, (params: unknown) => Promise<unknown>>;
    const call = client[form.dataset.method ?? ""];
    if (typeof call !== "function")
      throw new Error(`the client has no method ${form.dataset.method}`);
    outcome = asJson(await call.call(client, params));
  } catch (error) {
    outcome = describeError(error);
  }
  show(exchange.request, exchange.response, outcome);
}

/** The fields marked `data-param` (or `data-auth`), by key; an empty field is left out. */
function readFields(form: HTMLFormElement, role: "param" | "auth"): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of form.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >(`[data-${role}]`)) {
    const key = field.dataset[role]!;
    if (field.value === "") continue;
    values[key] = paramValue(field.value, field.dataset.kind ?? "string", key);
  }
  return values;
}

/** The parameter value the client takes for a field's text. */
function paramValue(text: string, kind: string, key: string): unknown {
  switch (kind) {
    case "number": {
      const n = Number(text);
      if (!Number.isFinite(n)) throw new Error(`${key}: ${JSON.stringify(text)} is not a number`);
      return n;
    }
    case "bigint":
      try {
        return BigInt(text);
      } catch {
        throw new Error(`${key}: ${JSON.stringify(text)} is not an integer`);
      }
    case "boolean":
      return text === "true";
    case "base64":
      return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    case "json":
      try {
        return JSON.parse(text) as unknown;
      } catch {
        throw new Error(`${key}: not JSON`);
      }
    default:
      // Strings, and dateTimes as xsd:dateTime text: the client sends the text as given.
      return text;
  }
}

/** A fetch that keeps a copy of the request and of the response, as text. */
function recording(into: Exchange): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body =
      typeof init?.body === "string"
        ? init.body
        : init?.body
          ? new TextDecoder().decode(init.body as Uint8Array)
          : "";
    into.request = message(`${request.method} ${request.url}`, request.headers, body);
    const response = await fetch(request);
    into.response = message(
      `${response.status} ${response.statusText}`,
      response.headers,
      await response.clone().text(),
    );
    return response;
  };
}

function message(startLine: string, headers: Headers, body: string): string {
  const lines = [startLine];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return `${lines.join("\n")}\n\n${body}`;
}

/** The result as JSON: dates as ISO text, 64-bit integers as their digits. */
function asJson(value: unknown): string {
  return (
    JSON.stringify(value, (_key, v: unknown) => (typeof v === "bigint" ? v.toString() : v), 2) ??
    "(no result)"
  );
}

/** The client's error: its class, message and what it carries. */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return asJson({ error });
  return asJson(Object.assign({ error: error.name, message: error.message }, error));
}

function show(request: string, response: string, result: string): void {
  const outcome = document.getElementById("outcome");
  if (outcome) outcome.hidden = false;
  setText("outcome-request", request || "(nothing sent)");
  setText("outcome-response", response || "(no response)");
  setText("outcome-result", result);
}

function setText(id: string, text: string): void {
  const element = document.getElementById(id);
  if (element) element.textContent = text;
}
