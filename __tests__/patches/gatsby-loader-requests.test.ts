/**
 * @jest-environment node
 *
 * patches/gatsby+5.16.1.patch, Gatsby's loader: each request (the page's data, the app's,
 * a static query's) is opened in a task of its own, not in the task that asked for it.
 */
import { nextTask } from "../../src/lib/next-task";

interface Loader {
  loadAppData(): Promise<unknown>;
}
const { BaseLoader } = jest.requireActual<{
  BaseLoader: new (loadComponent: () => Promise<unknown>, matchPaths: unknown[]) => Loader;
}>("gatsby/cache-dir/loader");

const opened: string[] = [];

class FakeRequest {
  readyState = 0;
  status = 0;
  responseText = "";
  onreadystatechange?: () => void;
  private url = "";
  open(_method: string, url: string) {
    this.url = url;
    opened.push(url);
  }
  send() {
    this.readyState = 4;
    this.status = 200;
    this.responseText = JSON.stringify({ webpackCompilationHash: "hash", url: this.url });
    queueMicrotask(() => this.onreadystatechange?.());
  }
}

beforeAll(() => {
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeRequest;
});

test("a request is opened in the task after the one that asks for it", async () => {
  const loader = new BaseLoader(() => Promise.resolve({}), []);
  const appData = loader.loadAppData();
  await Promise.resolve();
  await Promise.resolve();
  expect(opened).toEqual([]);
  await nextTask();
  expect(opened).toEqual(["/page-data/app-data.json"]);
  await expect(appData).resolves.toEqual({ webpackCompilationHash: "hash", url: "/page-data/app-data.json" });
});
