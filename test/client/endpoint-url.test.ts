/**
 * Where the client sends its calls: the endpoint path appended to `baseUrl`, unless `baseUrl` is
 * the endpoint's URL already; `baseUrl` itself for a contract that publishes no address.
 */
import { describe, expect, it } from "vitest";
import { endpointUrl } from "../../generated/school-service-client/src/runtime/caller.ts";

describe("endpointUrl", () => {
  it("appends the path to a base address, with or without its trailing slash", () => {
    expect(endpointUrl("http://h", "/api/x.asmx")).toBe("http://h/api/x.asmx");
    expect(endpointUrl("http://h/", "/api/x.asmx")).toBe("http://h/api/x.asmx");
    expect(endpointUrl("http://h/prefix", "/api/x.asmx")).toBe("http://h/prefix/api/x.asmx");
  });

  it("takes the endpoint's own URL as it is", () => {
    expect(endpointUrl("http://h/api/x.asmx", "/api/x.asmx")).toBe("http://h/api/x.asmx");
    expect(endpointUrl("http://h/api/x.asmx/", "/api/x.asmx")).toBe("http://h/api/x.asmx");
  });

  it("keeps a path that ends in a slash whole, and does not append it twice", () => {
    expect(endpointUrl("http://h", "/SayHello/")).toBe("http://h/SayHello/");
    // Before: the URL's slash was cut, the path no longer matched, and was appended again.
    expect(endpointUrl("http://h/SayHello/", "/SayHello/")).toBe("http://h/SayHello/");
    expect(endpointUrl("http://h/SayHello", "/SayHello/")).toBe("http://h/SayHello/");
  });

  it("calls a root endpoint at the root", () => {
    expect(endpointUrl("http://h", "/")).toBe("http://h/");
    expect(endpointUrl("http://h/", "/")).toBe("http://h/");
  });

  it("calls baseUrl as given when the contract has no address", () => {
    expect(endpointUrl("http://h/exact/Endpoint.svc", "")).toBe("http://h/exact/Endpoint.svc");
    expect(endpointUrl("http://h/exact/", "")).toBe("http://h/exact/");
  });
});
