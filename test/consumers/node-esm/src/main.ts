// Calls the service at the address given with the generated client, typed end to end:
//   node dist/main.js <base URL> <credentials as JSON>
import {
  createSchoolServiceClient,
  RequestValidationError,
  type SchoolServiceClient,
} from "school-service-client";
import type { AuthHeader, rtnObject } from "school-service-contract/types";
import { validators } from "school-service-contract/validators";

const [baseUrl, credentials] = process.argv.slice(2);
if (baseUrl === undefined || credentials === undefined)
  throw new Error("usage: node dist/main.js <base URL> <credentials as JSON>");
const auth = JSON.parse(credentials) as AuthHeader;

const client: SchoolServiceClient = createSchoolServiceClient({ baseUrl, auth, validators });
const answer: rtnObject = await client.eventGet({ EventID: 5 });
const success: boolean | undefined = answer._status?.bln_Success;

// The validators refuse a stated requirement before anything is sent.
let refused = "";
try {
  await client.userGetHostID({ hostid: "" });
} catch (err) {
  if (err instanceof RequestValidationError) refused = err.issues.map((i) => i.path).join();
}
console.log(JSON.stringify({ success, items: answer._data?.length ?? 0, refused }));
