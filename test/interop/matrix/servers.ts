/**
 * The matrix's server columns. Each entry starts its own server on 127.0.0.1 and hands back the
 * endpoint URL (ending in `/api/schoolservice.asmx`); `bindings` are those it serves, and
 * `unsupported` says why the others are not applicable.
 * To add a column, add an entry.
 */
import type { Binding } from "school-service-client";
import type {
  CallBinding,
  SchoolServiceContext,
  SchoolServiceImplementation,
} from "school-service-server";
import { startAsmxPeer } from "../../support/asmx-peer.ts";
import { referenceImplementation } from "../../server/support/reference-implementation.ts";
import { startServer } from "../../server/support/start.ts";
import { ALL_BINDINGS, SOAP_BINDINGS } from "./answers.ts";
import { startNodeSoapServer } from "./node-soap-server.ts";

/** A call as the server saw it: which operation, on which binding. */
export interface SeenCall {
  operation: string;
  binding: CallBinding;
}

export interface RunningPeer {
  /** The endpoint URL, `http://127.0.0.1:<port>/api/schoolservice.asmx`. */
  url: string;
  close(): Promise<void>;
  /** Every call the server answered, in order, where the server can tell (then each cell checks its binding). */
  seen?: SeenCall[];
}

export interface MatrixServer {
  name: string;
  bindings: readonly Binding[];
  /** Why the bindings it lacks are not applicable. */
  unsupported?: string;
  /**
   * What its echo writes after a date the client sent with `zone` (`Z`, `+00:00` or none), where
   * the server keeps more than the instant our reference implementation gets as a Date.
   */
  echoDateZone?(zone: string): string;
  start(): Promise<RunningPeer>;
}

/** `implementation`, noting each call's operation and binding in `seen`. */
function recording(
  implementation: SchoolServiceImplementation,
  seen: SeenCall[],
): SchoolServiceImplementation {
  const methods = Object.entries(implementation).map(([op, method]) => [
    op,
    (params: unknown, ctx: SchoolServiceContext) => {
      seen.push({ operation: op, binding: ctx.binding });
      return (method as (p: unknown, c: SchoolServiceContext) => unknown).call(
        implementation,
        params,
        ctx,
      );
    },
  ]);
  return Object.fromEntries(methods) as SchoolServiceImplementation;
}

export const SERVERS: MatrixServer[] = [
  {
    name: "generated server",
    bindings: ALL_BINDINGS,
    // All four bindings on, no authentication hook: the reference implementation checks the password.
    async start() {
      const seen: SeenCall[] = [];
      const server = await startServer(recording(referenceImplementation, seen));
      return { url: server.url, close: server.close, seen };
    },
  },
  {
    name: "node-soap server",
    bindings: SOAP_BINDINGS,
    unsupported: "node-soap has no HTTP GET/POST binding (it serves SOAP only)",
    start: startNodeSoapServer,
  },
  {
    // The C# echo of test/asmx-peer/service on Mono behind nginx (test/support/asmx-peer.ts).
    name: "ASMX (Mono)",
    bindings: ALL_BINDINGS,
    // ASMX hands a DateTime of kind Utc for `Z`, Local for an offset (shown as the peer's zone,
    // UTC: `+00:00`), Unspecified for none; its echo (.NET's `o` format) shows the kind.
    echoDateZone: (zone) => (zone === "" ? "" : zone === "Z" ? "Z" : "+00:00"),
    start: startAsmxPeer,
  },
];
