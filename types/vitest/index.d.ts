// The part of vitest's API the generated fixture tests call, as vitest 4 declares it but narrower.
// soapgen's type-check reads this only where the project has no vitest of its own (see
// generator/write/typecheck.ts); with vitest installed, the tests are checked against vitest's.

type Awaitable<T> = T | PromiseLike<T>;
type TestFunction = () => Awaitable<unknown>;

interface Each {
  <T>(cases: readonly T[]): (name: string, fn: (item: T) => Awaitable<unknown>, timeout?: number) => void;
}

interface SuiteAPI {
  (name: string, fn: () => void): void;
  each: Each;
}

interface TestAPI {
  (name: string, fn: TestFunction, timeout?: number): void;
  each: Each;
}

interface Matchers<R = void> {
  toBe(expected: unknown): R;
  toEqual(expected: unknown): R;
  toStrictEqual(expected: unknown): R;
  toMatchObject(expected: object): R;
  toContain(expected: unknown): R;
  toThrow(expected?: string | RegExp | Error | (new (...args: any[]) => Error)): R;
  toBeDefined(): R;
  toBeUndefined(): R;
  toBeNull(): R;
  toBeTruthy(): R;
  toBeFalsy(): R;
  toBeInstanceOf(expected: abstract new (...args: any[]) => unknown): R;
  toHaveLength(expected: number): R;
  toHaveProperty(property: string | readonly (string | number)[], value?: unknown): R;
  not: Matchers<R>;
  resolves: Matchers<Promise<void>>;
  rejects: Matchers<Promise<void>>;
}

export declare const describe: SuiteAPI;
export declare const it: TestAPI;
export declare const test: TestAPI;
export declare function expect<T>(actual: T): Matchers;
export declare function beforeAll(fn: TestFunction, timeout?: number): void;
export declare function afterAll(fn: TestFunction, timeout?: number): void;
export declare function beforeEach(fn: TestFunction, timeout?: number): void;
export declare function afterEach(fn: TestFunction, timeout?: number): void;
