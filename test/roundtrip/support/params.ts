/**
 * Each operation's parameters as fast-check arbitraries, built from the contract's parameter
 * descriptors (`operations[op].params`): every parameter of its type, optional ones sometimes left
 * out, and the stated requirements (types.ts, "Stated requirement") always met, because a request
 * that violates one is refused before the implementation is called (test/server/requirements.test.ts).
 */
import fc from "fast-check";
import * as codecs from "school-service-contract/codecs";
import { operations } from "school-service-contract/operations";
import type { ParamCodec } from "school-service-contract/runtime/operation";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import { bt } from "school-service-contract/types";
import { dateTime, int32, suppliedInt32, suppliedString, xmlString } from "./values.ts";

export type OperationName = keyof typeof operations;
export const OPERATION_NAMES = Object.keys(operations) as OperationName[];

/** Parameters each operation's stated requirement says must be supplied. */
const REQUIRED: Partial<Record<OperationName, string[]>> = {
  athleticScheduleDateRangeGetList: ["SDate", "EDate"],
  athleticScheduleGetList: ["GameDate"],
  ProfileChangeGet: ["RoleID", "StartDate"],
  userGetListByModDate: ["ModifiedDate"],
  userGetHostID: ["hostid"],
  roleGetListUserID: ["uid"],
  phoneUserGet: ["uid"],
  phoneGet: ["phone_id"],
};
/** userGetListSearch: at least one of LastName and FirstName. */
const AT_LEAST_ONE: Partial<Record<OperationName, string[]>> = {
  userGetListSearch: ["LastName", "FirstName"],
};

function arbitraryOf(p: ParamCodec, supplied: boolean): fc.Arbitrary<unknown> {
  if (p.codec === xsd.dateTime) return dateTime;
  if (p.codec === xsd.boolean) return fc.boolean();
  if (p.codec === xsd.int) return supplied ? suppliedInt32 : int32;
  if (p.codec === xsd.string) return supplied ? suppliedString : xmlString;
  if (p.codec === codecs.btCodec) return fc.constantFrom(...Object.values(bt));
  throw new Error(`no arbitrary for parameter ${p.ts}`);
}

/** Arbitrary parameters of `op`, as the client takes them; optional (minOccurs 0, not required) ones may be absent. */
export function paramsOf(op: OperationName): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(REQUIRED[op] ?? []);
  const params = operations[op].params;
  const model = Object.fromEntries(params.map((p) => [p.ts, arbitraryOf(p, required.has(p.ts))]));
  const requiredKeys = params.filter((p) => p.min > 0 || required.has(p.ts)).map((p) => p.ts);
  const record = fc.record(model, { requiredKeys });
  const oneOf = AT_LEAST_ONE[op];
  return oneOf
    ? record.filter((values) =>
        oneOf.some((name) => values[name] !== undefined && values[name] !== ""),
      )
    : record;
}
