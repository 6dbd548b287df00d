import { expect, it } from "vitest";
import { arrow, as, call, generic, member, num, obj, readonlyObjectType, type Statement } from "../../generator/emit/code/code-model.ts";
import { referencedNames } from "../../generator/emit/code/referenced-names.ts";

it("names the first name of every written type and expression (keywords too: the caller keeps its own names), not member names, keys or an arrow's own parameters", () => {
  const statement: Statement = {
    kind: "const",
    name: "Own",
    type: generic("z.ZodType", ["T.Person", readonlyObjectType([{ key: "Key", value: num(1) }], () => "typeof Other")]),
    value: as(
      call(member("xsd", "int"), [
        obj([{ key: "Hidden", value: arrow(["param"], call("helper", ["param", "Later.field"])) }]),
        obj([{ key: "lazy", value: "Getter", getter: true }]),
      ]),
      "const",
    ),
  };
  expect([...referencedNames(statement)].sort()).toEqual(["Getter", "Later", "Other", "T", "const", "helper", "typeof", "xsd", "z"]);
});
