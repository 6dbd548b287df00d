// Calls one operation of the service named in the page's address (`#<base URL>`) on the binding of
// the form, and shows the typed result. It calls through the per-operation function, so the bundle
// holds that operation alone.
import {
  callEventGet,
  ClientError,
  createSchoolServiceCaller,
  type Binding,
} from "school-service-client";

const form = document.querySelector<HTMLFormElement>("#call")!;
const output = document.querySelector<HTMLOutputElement>("#result")!;

form.addEventListener("submit", (event) => {
  event.preventDefault();
  const data = new FormData(form);
  const caller = createSchoolServiceCaller({
    baseUrl: decodeURIComponent(location.hash.slice(1)),
    binding: String(data.get("binding")) as Binding,
    auth: {
      Schoolname: String(data.get("school")),
      Username: String(data.get("user")),
      Password: String(data.get("password")),
    },
  });
  output.value = "calling";
  callEventGet(caller, { EventID: Number(data.get("event")) })
    .then((answer) => {
      output.value = JSON.stringify({
        success: answer._status?.bln_Success,
        items: answer._data?.length ?? 0,
      });
    })
    .catch((err: unknown) => {
      output.value = err instanceof ClientError ? `${err.name}: ${err.message}` : String(err);
    });
});
