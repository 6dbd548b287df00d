// Calls the service at the address given, from CommonJS:
//   node main.js <base URL> <credentials as JSON>
const { createSchoolServiceClient, ServiceError } = require("school-service-client");

const [baseUrl, credentials] = process.argv.slice(2);
const client = createSchoolServiceClient({
  baseUrl,
  auth: JSON.parse(credentials),
  binding: "soap12",
});

client
  .eventGet({ EventID: 5 })
  .then((answer) => {
    console.log(
      JSON.stringify({
        success: answer._status.bln_Success,
        items: answer._data.length,
        serviceError: typeof ServiceError,
      }),
    );
  })
  .catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
