/**
 * dateTime without loss (#43 rule 6), through the generated client and server: a .NET service
 * sends seven fraction digits and a zone or none, and a service re-implemented here must be able
 * to echo what it received. The implementation receives each dateTime, top-level and nested, as a
 * Date that keeps its text (XsdDateTime); answered unchanged, it goes back as that text; the
 * client reads the answer's texts the same way. A plain Date still goes as UTC with `Z`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract } from "./contract-builder.ts";
import {
  generateService,
  typeCheckUserCode,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const WSDL = contract({
  schema: `<xs:complexType name="Slot"><xs:sequence>
       <xs:element name="at" type="xs:dateTime" />
       <xs:element name="also" type="xs:dateTime" minOccurs="0" maxOccurs="unbounded" />
     </xs:sequence></xs:complexType>
     <xs:element name="echo"><xs:complexType><xs:sequence>
       <xs:element name="when" type="xs:dateTime" /><xs:element name="slot" type="tns:Slot" />
     </xs:sequence></xs:complexType></xs:element>
     <xs:element name="echoResponse"><xs:complexType><xs:sequence>
       <xs:element name="when" type="xs:dateTime" /><xs:element name="slot" type="tns:Slot" />
     </xs:sequence></xs:complexType></xs:element>`,
  operations: [
    {
      name: "echo",
      input: '<wsdl:part name="p" element="tns:echo" />',
      output: '<wsdl:part name="p" element="tns:echoResponse" />',
    },
  ],
});

/** What a .NET service writes: 7 digits, with an offset, UTC, and "unspecified" (no zone). */
const TEXTS = [
  "2024-05-01T10:00:00.1234567+02:00",
  "2024-05-01T10:00:00.1234567Z",
  "2024-05-01T10:00:00.1234567",
  "0001-01-01T00:00:00",
];

let service: GeneratedService;
let running: RunningService;
const wire: string[] = [];

beforeAll(async () => {
  service = await generateService(WSDL);
  running = await service.serve({ echo: (p: unknown) => p });
}, 120_000);
afterAll(async () => {
  await running?.close();
  service?.close();
});

/** A fetch that keeps every answer's body. */
const recording: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  const body = await res.text();
  wire.push(body);
  return new Response(body, { status: res.status, headers: res.headers });
};

const textsOf = (v: { when: Date; slot: { at: Date; also?: Date[] } }) =>
  [v.when, v.slot.at, ...(v.slot.also ?? [])].map((d) => (d as Date & { text?: string }).text);

describe.each(["soap11", "soap12"] as const)("on %s", (binding) => {
  it("hands the implementation each dateTime with its text, and echoes it byte for byte", async () => {
    const client = running.client(binding, { fetch: recording });
    const { XsdDateTime } = (await import(
      `${service.dir}/generated/${(await service.read(".soapgen-lock.json")).match(/"([\w-]+-client)\//)![1]}/src/index.ts`
    )) as { XsdDateTime: new (t: string) => Date };
    const params = {
      when: TEXTS[0],
      slot: {
        at: new XsdDateTime(TEXTS[1]!),
        also: [new XsdDateTime(TEXTS[2]!), new XsdDateTime(TEXTS[3]!)],
      },
    };
    const answer = (await client.echo!(params)) as { when: Date; slot: { at: Date; also: Date[] } };

    const received = running.received.at(-1)!.params as {
      when: Date;
      slot: { at: Date; also: Date[] };
    };
    expect(textsOf(received)).toEqual(TEXTS);
    expect(received.when.toISOString()).toBe("2024-05-01T08:00:00.123Z");
    for (const text of TEXTS) expect(wire.at(-1)).toContain(`>${text}</`);
    expect(textsOf(answer)).toEqual(TEXTS);
    expect(answer.slot.at).toBeInstanceOf(Date);
  });

  it("sends a plain Date as UTC with Z, and a changed one as its new instant", async () => {
    const client = running.client(binding, { fetch: recording });
    const changed = new (received().when.constructor as new (t: string) => Date)(TEXTS[0]!);
    changed.setUTCMinutes(30);
    await client.echo!({ when: new Date("2024-05-01T10:00:00.120Z"), slot: { at: changed } });
    expect(wire.at(-1)).toContain(">2024-05-01T10:00:00.12Z</");
    expect(wire.at(-1)).toContain(">2024-05-01T08:30:00.123Z</");
  });
});

const received = () => running.received.at(-1)!.params as { when: Date };

it("types an XsdDateTime as a Date, so it goes where the contract's types say Date", async () => {
  const errors = await typeCheckUserCode(
    service,
    `import type { EchoParams } from "./types.ts";
     import { XsdDateTime } from "./index.ts";
     const at = new XsdDateTime("2024-05-01T10:00:00.1234567+02:00");
     export const params: EchoParams = { when: at, slot: { at, also: [at] } };
     export const offset: number | undefined = at.offsetMinutes;
     export const text: string = at.text;`,
  );
  expect(errors).toBe("");
});
