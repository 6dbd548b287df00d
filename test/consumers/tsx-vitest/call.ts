// Calls the service at SERVICE_URL with the demo credentials in SERVICE_AUTH (JSON).
import { createSchoolServiceClient } from "school-service-client";

const client = createSchoolServiceClient({
  baseUrl: process.env.SERVICE_URL!,
  auth: JSON.parse(process.env.SERVICE_AUTH!),
  binding: "soap11",
});
const answer = await client.eventGet({ EventID: 5 });
console.log(
  JSON.stringify({ success: answer._status?.bln_Success, items: answer._data?.length ?? 0 }),
);
