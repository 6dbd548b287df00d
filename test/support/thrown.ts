/** What `make` throws (failing the test when it throws nothing), for its class and message. */
export function thrown(make: () => unknown): unknown {
  try {
    make();
  } catch (error) {
    return error;
  }
  throw new Error("nothing was thrown");
}
