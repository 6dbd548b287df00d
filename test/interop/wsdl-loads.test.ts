/**
 * Two independent SOAP stacks load the published contract: node-soap (the npm `soap` package) and
 * Python's zeep (Debian's python3-zeep). Both must see the spec's 20 operations on the SOAP 1.1 and
 * SOAP 1.2 ports, so ASMX's layout and our `ctr:` appinfo extension load cleanly elsewhere too.
 */
import { spawnSync } from "node:child_process";
import soap from "soap";
import { describe, expect, it } from "vitest";
import { DEBIAN_PYTHON, SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";

const WSDL = SCHOOL_WSDL;
const OPERATIONS = SCHOOL_OPERATIONS;

describe("node-soap", () => {
  it("lists the 20 operations, with their parameters, on the SOAP 1.1 and SOAP 1.2 ports", async () => {
    const client = await soap.createClientAsync(WSDL);
    const services = client.describe();
    expect(Object.keys(services)).toEqual(["SchoolService"]);
    // node-soap builds clients for SOAP ports only; it skips the HTTP GET and POST ports.
    expect(Object.keys(services.SchoolService)).toEqual([
      "SchoolServiceSoap",
      "SchoolServiceSoap12",
    ]);
    for (const port of ["SchoolServiceSoap", "SchoolServiceSoap12"]) {
      const operations = services.SchoolService[port];
      expect(Object.keys(operations)).toEqual(OPERATIONS);
      expect(operations.eventGetList.input).toEqual({
        CategoryID: "s:int",
        GroupTypeID: "s:int",
        GroupID: "s:int",
        SDate: "s:dateTime",
        EDate: "s:dateTime",
      });
      expect(Object.keys(operations.eventGetList.input)).toEqual([
        "CategoryID",
        "GroupTypeID",
        "GroupID",
        "SDate",
        "EDate",
      ]);
      expect(operations.userGetListSearch.input).toEqual({
        LastName: "s:string",
        FirstName: "s:string",
      });
      expect(operations.buildingGetList.input).toEqual({ bt: "bt|s:string|Academics,Athletics" });
      expect(operations.eventCategoryGetList.input).toEqual({});
      expect(Object.keys(operations.eventGetList.output)).toEqual(["eventGetListResult"]);
    }
  });
});

describe("zeep", () => {
  it("loads the WSDL and lists the 20 operations on all four ports", () => {
    const ports = zeepPorts(runZeep(WSDL));
    expect([...ports.keys()]).toEqual([
      "SchoolServiceSoap",
      "SchoolServiceSoap12",
      "SchoolServiceHttpGet",
      "SchoolServiceHttpPost",
    ]);
    // zeep prints operations sorted by name (code points, so `ProfileChangeGet` comes first).
    const sorted = [...OPERATIONS].sort();
    for (const [port, lines] of ports) {
      expect(
        lines.map((line) => line.slice(0, line.indexOf("("))),
        port,
      ).toEqual(sorted);
    }
    const eventGetList =
      "eventGetList(CategoryID: xsd:int, GroupTypeID: xsd:int, GroupID: xsd:int, SDate: xsd:dateTime, EDate: xsd:dateTime, " +
      "_soapheaders={AuthHeader: ns0:AuthHeader}) -> eventGetListResult: ns0:rtnObject";
    expect(ports.get("SchoolServiceSoap")).toContain(eventGetList);
    expect(ports.get("SchoolServiceSoap12")).toContain(eventGetList);
    expect(ports.get("SchoolServiceHttpGet")).toContain(
      "buildingGetList(bt: xsd:string) -> _status: ns0:cStatus, _data: ns0:ArrayOfAnyType",
    );
  });
});

/** Runs `python3 -m zeep <wsdl>` (zeep's own printout of what it loaded) and returns its stdout. */
function runZeep(wsdl: string): string {
  const run = spawnSync(DEBIAN_PYTHON, ["-m", "zeep", wsdl], { encoding: "utf8", timeout: 60_000 });
  if (run.error || /No module named zeep/.test(run.stderr)) {
    throw new Error(
      `zeep is not available to ${DEBIAN_PYTHON}: apt-get install python3-zeep (scripts/install-test-peers.sh does it). ${run.error?.message ?? run.stderr.trim()}`,
    );
  }
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return run.stdout;
}

/** Port name -> its operation lines, from the `Service:` section of zeep's printout. */
function zeepPorts(printout: string): Map<string, string[]> {
  const serviceAt = printout.indexOf("\nService: SchoolService\n");
  expect(serviceAt).toBeGreaterThan(0);
  const ports = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of printout.slice(serviceAt).split("\n")) {
    const port = /^ {5}Port: (\w+) \(/.exec(line);
    if (port) ports.set(port[1]!, (current = []));
    else if (current && line.startsWith(" ".repeat(12))) current.push(line.trim());
  }
  return ports;
}
