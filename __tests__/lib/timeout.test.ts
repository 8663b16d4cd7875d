import { TimeoutError, withTimeout } from "../../src/lib/timeout";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test("resolves with the promise's value when it settles in time, and clears its timer", async () => {
  const result = withTimeout(Promise.resolve("sent"), 1000);
  await expect(result).resolves.toBe("sent");
  expect(jest.getTimerCount()).toBe(0);
});

test("passes the promise's own rejection through", async () => {
  const failure = new Error("refused");
  await expect(withTimeout(Promise.reject(failure), 1000)).rejects.toBe(failure);
  expect(jest.getTimerCount()).toBe(0);
});

test("rejects with TimeoutError once the time has passed, not a millisecond earlier", async () => {
  const settled = jest.fn();
  const result = withTimeout(new Promise<never>(() => {}), 1000);
  result.catch(settled);
  jest.advanceTimersByTime(999);
  await Promise.resolve();
  expect(settled).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  await expect(result).rejects.toBeInstanceOf(TimeoutError);
  await expect(result).rejects.toMatchObject({ ms: 1000 });
});
