// Every test file's worker waits, before it ends, for the generator's temporary folders that are
// being removed in the background (write/temp-folders.ts): a worker that ends first leaves them
// half removed, and in memory when they are under /dev/shm.
import { afterAll } from "vitest";
import { tempFoldersRemoved } from "../../generator/check/temp-folders.ts";

afterAll(tempFoldersRemoved);
