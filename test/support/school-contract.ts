/** Facts about the school contract that several test files check against. */
import path from "node:path";
import { REPO_ROOT } from "./run-cli.ts";

export const SCHOOL_WSDL = path.join(REPO_ROOT, "wsdl/schoolservice.wsdl");
export const SCHOOL_MANIFEST = path.join(REPO_ROOT, "wsdl/schoolservice.manifest.yaml");

// Debian's python3-zeep installs for the system interpreter; a `python3` found first on PATH (a
// pyenv shim, say) does not see it.
export const DEBIAN_PYTHON = "/usr/bin/python3";

/** The spec's operations, in its table's order (section 4.2). */
export const SCHOOL_OPERATIONS = [
  "athleticScheduleDateRangeGetList",
  "athleticScheduleGetList",
  "eventGetList",
  "eventGet",
  "eventDelete",
  "eventRefresh",
  "eventRefreshLastModifyUser",
  "eventCategoryGetList",
  "eventCategoryGetListEventID",
  "newsGetList",
  "newsCategoryGetList",
  "ProfileChangeGet",
  "userGetListSearch",
  "userGetListByModDate",
  "userGetHostID",
  "roleGetListUserID",
  "phoneUserGet",
  "phoneGet",
  "buildingGetList",
  "roomGetList",
];
