/**
 * @jest-environment node
 *
 * The app entry: React DOM's modules run when the app script runs, Gatsby's app
 * (production-app) only in the next task, once.
 */
import { nextTask } from "../src/lib/next-task";

const order: string[] = [];

jest.mock("react-dom/client", () => {
  order.push("react-dom");
  return {};
});
jest.mock(
  "../.cache/production-app",
  () => {
    order.push("production-app");
    return {};
  },
  { virtual: true },
);

test("React DOM's modules run in the app script's task, Gatsby's app in the next", async () => {
  const { appStarted } = await import("../src/app-entry");
  await Promise.resolve();
  expect(order).toEqual(["react-dom"]);
  await nextTask();
  await appStarted;
  expect(order).toEqual(["react-dom", "production-app"]);
});
