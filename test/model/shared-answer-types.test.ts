/**
 * sharedAnswerTypes: the named types the answers of at least a twentieth of the operations hold
 * (and what those types hold in turn), which codecs.ts compiles as it does repeated types.
 */
import { expect, it } from "vitest";
import { sharedAnswerTypes } from "../../generator/model/shared-answer-types.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import {
  builtin,
  complex,
  field,
  named,
  NS,
  tinyModel,
  wrapped,
} from "../emit/support/tiny-model.ts";

const TYPES = [
  complex("Status", [field("ok", builtin("boolean"))]),
  complex("Envelope", [field("status", named("Status")), field("data", builtin("string"))]),
  complex("Own", [field("n", builtin("int"))]),
  complex("Asked", [field("q", builtin("string"))]),
];

/** `count` operations answering an Envelope, the first also an Own; each asked with an Asked. */
function model(count: number): ServiceModel {
  return tinyModel({
    types: TYPES,
    operations: Array.from({ length: count }, (_, i) =>
      wrapped(
        `op${i}`,
        [field("asked", named("Asked"))],
        [field("result", named("Envelope")), ...(i === 0 ? [field("own", named("Own"))] : [])],
      ),
    ),
  });
}

const locals = (ids: Set<string>) => [...ids].map((id) => id.replace(`{${NS}}`, "")).sort();

it("holds the types every answer holds, and what they hold, never a request's", () => {
  expect(locals(sharedAnswerTypes(model(40)))).toEqual(["Envelope", "Status"]);
});

it("leaves out a type one answer alone holds among more than 20 operations", () => {
  expect(locals(sharedAnswerTypes(model(21)))).toEqual(["Envelope", "Status"]);
});

it("holds each answer's types in a contract of up to 20 operations", () => {
  expect(locals(sharedAnswerTypes(model(20)))).toEqual(["Envelope", "Own", "Status"]);
  expect(locals(sharedAnswerTypes(model(1)))).toEqual(["Envelope", "Own", "Status"]);
});
