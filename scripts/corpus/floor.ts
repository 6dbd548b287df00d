/**
 * The floor CI holds the corpus run to (scripts/corpus-floor.json): the least number of target
 * WSDLs that must generate and pass their round trip. Raise it as coverage grows. Any crash or
 * hang fails the check too, whatever the counts, and so does an OpenAPI document that is not
 * valid OpenAPI 3.1.
 */
import type { CorpusOutcome } from "./report.ts";

export interface Floor {
  targetGenerated: number;
  targetPassed: number;
}

/** What falls short of the floor, one line each; empty when the run holds it. */
export function floorShortfalls(outcomes: CorpusOutcome[], floor: Floor): string[] {
  const target = outcomes.filter((o) => o.target);
  const generated = target.filter((o) => o.stage === "roundTrip").length;
  const passed = target.filter((o) => o.class === "passed").length;
  const broken = outcomes.filter((o) => o.class === "crash" || o.class === "hang");
  const invalid = outcomes.filter((o) => o.openApiProblem !== undefined);
  return [
    ...(invalid.length > 0
      ? [`${invalid.length} invalid OpenAPI document(s): ${invalid.map((o) => o.path).join(", ")}`]
      : []),
    ...(broken.length > 0
      ? [`${broken.length} crash(es) or hang(s): ${broken.map((o) => o.path).join(", ")}`]
      : []),
    ...(generated < floor.targetGenerated
      ? [`${generated} target WSDLs generated, below the floor of ${floor.targetGenerated}`]
      : []),
    ...(passed < floor.targetPassed
      ? [`${passed} target WSDLs passed their round trip, below the floor of ${floor.targetPassed}`]
      : []),
  ];
}
