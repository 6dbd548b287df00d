/**
 * An implementation of all operations that records what each call received and answers what the
 * test queued for it: a value to return, or an error to throw. Calls in a file run one at a time.
 */
import type { SchoolServiceContext, SchoolServiceImplementation } from "school-service-server";
import { OPERATION_NAMES, type OperationName } from "./params.ts";

export interface ReceivedCall {
  op: OperationName;
  params: unknown;
  ctx: SchoolServiceContext;
}

export type Reply = { returns: unknown } | { throws: unknown };

export interface CapturingImplementation {
  implementation: SchoolServiceImplementation;
  /** Sets the reply of the next call and forgets the calls received so far. */
  next(reply: Reply): void;
  /** The calls received since `next`. */
  readonly received: ReceivedCall[];
}

export function capturingImplementation(): CapturingImplementation {
  let reply: Reply = { throws: new Error("no reply queued") };
  const received: ReceivedCall[] = [];
  const method = (op: OperationName) => async (params: unknown, ctx: SchoolServiceContext) => {
    received.push({ op, params, ctx });
    if ("throws" in reply) throw reply.throws;
    return reply.returns;
  };
  return {
    implementation: Object.fromEntries(
      OPERATION_NAMES.map((op) => [op, method(op)]),
    ) as unknown as SchoolServiceImplementation,
    next(r) {
      reply = r;
      received.length = 0;
    },
    received,
  };
}
