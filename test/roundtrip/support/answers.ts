/**
 * fast-check arbitraries of what an implementation answers: `_data` items of every kind an
 * AnyTypeItem has (each xsd simple type, dateTime with its text, base64, the contract's domain
 * types with nested and repeated fields, items of undeclared types, nil items), ErrorDetail lists,
 * and whole envelopes with `bln_Success` true or false.
 *
 * Values are generated in the one form that reads back as itself: an XmlValue list has two or
 * more entries (one repeated element reads back as a single field) and an object at least one
 * field (no children read back as empty text); an undeclared-type item is not null (its element
 * carries no xsi:nil); a double is never -0 (written as `0`, as .NET Framework writes -0.0).
 */
import fc from "fast-check";
import { INTEGER_RANGES } from "school-service-contract/runtime/scalar-text";
import type {
  AnyTypeItem,
  ArrayOfAnyType,
  ErrorDetail,
  rtnObject,
  XmlFields,
  XmlValue,
} from "school-service-contract/types";
import { item } from "school-service-server";
import { dateTime, xmlString } from "./values.ts";

const fieldName = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,7}$/)
  .filter((n) => !/^xml/i.test(n));

const { xmlValue, xmlFields } = fc.letrec<{
  xmlValue: XmlValue;
  xmlFields: XmlFields;
  leaf: XmlValue;
}>((tie) => ({
  leaf: fc.oneof(xmlString, fc.constant(null)),
  xmlValue: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("xmlFields")),
  xmlFields: fc.dictionary(
    fieldName,
    fc.oneof(tie("xmlValue"), fc.array(tie("xmlValue"), { minLength: 2, maxLength: 3 })),
    {
      minKeys: 1,
      maxKeys: 4,
    },
  ) as fc.Arbitrary<XmlFields>,
}));

const integer = (name: keyof typeof INTEGER_RANGES) =>
  fc.integer({ min: INTEGER_RANGES[name][0], max: INTEGER_RANGES[name][1] });
const double = fc.double().filter((n) => !Object.is(n, -0));
/** An xsd:float holds a 32-bit float (a double between two of them is read as the nearer). */
const float = fc.float().filter((n) => !Object.is(n, -0));
const twoDigits = fc.integer({ min: 0, max: 59 }).map((n) => String(n).padStart(2, "0"));
const zone = fc.constantFrom("", "Z", "+05:30", "-11:00");

/** One `_data` item of each kind the contract's AnyTypeItem names. */
export const anyTypeItem: fc.Arbitrary<AnyTypeItem> = fc.oneof(
  xmlString.map(item.string),
  fc.boolean().map(item.boolean),
  integer("int").map(item.int),
  integer("short").map(item.short),
  integer("byte").map(item.byte),
  integer("unsignedInt").map(item.unsignedInt),
  integer("unsignedShort").map(item.unsignedShort),
  integer("unsignedByte").map(item.unsignedByte),
  integer("char").map(item.char),
  fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(item.long),
  fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map(item.unsignedLong),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(item.integer),
  fc.stringMatching(/^[+-]?([0-9]{1,12}(\.[0-9]{0,6})?|\.[0-9]{1,6})$/).map(item.decimal),
  double.map(item.double),
  float.map(item.float),
  dateTime.map(item.dateTime),
  fc
    .tuple(
      fc.integer({ min: 1, max: 9999 }),
      fc.integer({ min: 1, max: 12 }),
      fc.integer({ min: 1, max: 28 }),
      zone,
    )
    .map(([y, m, d, z]) =>
      item.date(
        `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}${z}`,
      ),
    ),
  fc
    .tuple(fc.integer({ min: 0, max: 23 }), twoDigits, twoDigits, zone)
    .map(([h, m, s, z]) => item.time(`${String(h).padStart(2, "0")}:${m}:${s}${z}`)),
  fc.constantFrom("P1Y2M3DT4H5M6.7S", "PT0S", "-P10D", "PT36H").map(item.duration),
  fc.uint8Array({ maxLength: 40 }).map(item.base64Binary),
  xmlString.map(item.anyURI),
  xmlString.map(item.QName),
  fc.uuid().map(item.guid),
  xmlFields.map(item.cAthleticSchedule),
  xmlFields.map(item.cPhone),
  xmlFields.map(item.cRole),
  xmlFields.map(item.cUser),
  xmlFields.map(item.cUserAuditLog),
  fc
    .record({
      xsiType: fc.oneof(
        fc.constant(null),
        fc
          .stringMatching(/^[A-Z][A-Za-z0-9]{0,8}$/)
          .filter((t) => !/^c(AthleticSchedule|Phone|Role|User|UserAuditLog)$/.test(t)),
      ),
      value: xmlValue.filter((v) => v !== null),
    })
    .map((u): AnyTypeItem => ({ type: "unknown", ...u })),
);

/** `_data`: items and nil items, possibly none. */
export const data: fc.Arbitrary<ArrayOfAnyType> = fc.array(fc.option(anyTypeItem, { freq: 8 }), {
  maxLength: 8,
});

/** ErrorDetail lists: code and desc each possibly absent, nil entries too. */
export const errorDetails: fc.Arbitrary<(ErrorDetail | null)[]> = fc.array(
  fc.option(fc.record({ code: xmlString, desc: xmlString }, { requiredKeys: [] }), { freq: 6 }),
  { maxLength: 4 },
);

/** A whole envelope, as an implementation may return it instead of bare items. */
export const envelope: fc.Arbitrary<rtnObject> = fc.record(
  {
    _status: fc.record(
      { bln_Success: fc.boolean(), detail: errorDetails },
      { requiredKeys: ["bln_Success"] },
    ),
    _data: data,
  },
  { requiredKeys: [] },
);

/** What an implementation method returns: bare `_data` items (a success) or a whole envelope. */
export const answer: fc.Arbitrary<ArrayOfAnyType | rtnObject> = fc.oneof(data, envelope);

/**
 * The envelope the client reads for an answer: bare items are wrapped as a success with no detail,
 * and an absent ErrorDetail list reads as [] (the client's envelope reader does that on purpose).
 */
export function asAnswered(value: ArrayOfAnyType | rtnObject): rtnObject {
  if (Array.isArray(value)) return { _status: { bln_Success: true, detail: [] }, _data: value };
  return value._status ? { ...value, _status: { detail: [], ...value._status } } : value;
}
