/**
 * @jest-environment node
 *
 * A browser API jsdom lacks (MessageChannel); Node has the same one.
 */
import { nextTask } from "../../src/lib/next-task";

test("resolves in a later task: after the microtasks queued behind it", async () => {
  const order: string[] = [];
  const done = nextTask().then(() => order.push("next task"));
  void Promise.resolve()
    .then(() => order.push("microtask"))
    .then(() => order.push("its follow-up"));
  await done;
  expect(order).toEqual(["microtask", "its follow-up", "next task"]);
});

test("needs no timer: it resolves while fake timers hold every timeout", async () => {
  jest.useFakeTimers();
  try {
    await expect(nextTask()).resolves.toBeUndefined();
  } finally {
    jest.useRealTimers();
  }
});
