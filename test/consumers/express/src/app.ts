// An Express app with its own routes and the SchoolService endpoint beside them:
//   node dist/app.js   (listens on PORT, 0 for any free port, and prints its address)
import type { AddressInfo } from "node:net";
import express from "express";
import {
  createSchoolServiceHandler,
  demoAuthenticate,
  demoImplementation,
} from "school-service-server";

const app = express();
app.get("/health", (_req, res) => {
  res.json({ ok: true });
});
// Before any body parser: the handler reads the request body itself.
app.use(
  createSchoolServiceHandler(demoImplementation, {
    authenticate: demoAuthenticate,
    httpGet: { enabled: true, authenticate: null },
  }),
);
app.use((_req, res) => {
  res.status(404).send("not this app's");
});

// biome-ignore lint/complexity/useLiteralKeys: the app compiles with noPropertyAccessFromIndexSignature, as strict projects do.
const server = app.listen(Number(process.env["PORT"] ?? 0), "127.0.0.1", () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on("SIGTERM", () => server.close());
