/**
 * @jest-environment node
 *
 * The chunk tasks on a real webpack build, run in a page whose tasks the test steps one by
 * one (a script's load and a MessageChannel's message are each a task): `import()` asks
 * for the chunk's script in the task after its call, and the chunk's modules run in the
 * task after its script's. Without the plugin, both happen in the same task as the step
 * before, which the control build shows.
 */
import fs from "node:fs";
import vm from "node:vm";
import type { Configuration } from "webpack";
import { ChunkTasksPlugin } from "../chunk-tasks";
import { buildBundle, writeSources } from "./webpack-build";

let dir: string;

beforeAll(() => {
  dir = writeSources("chunk-tasks-", {
    "entry.js": [
      'log("import");',
      'import(/* webpackChunkName: "later" */ "./later").then(',
      '  (later) => log("resolved " + later.greeting),',
      '  (error) => log("failed " + error.name),',
      ");",
    ].join("\n"),
    "later.js": 'log("module");\nexport const greeting = "hello";',
  });
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Builds entry.js for the browser into out/; resolves to the emitted scripts by chunk name. */
async function build(out: string, plugins: Configuration["plugins"]): Promise<Map<string, string>> {
  const scripts = await buildBundle(dir, out, {
    target: "web",
    output: { filename: "[name].js", chunkFilename: "[name].js", publicPath: "/" },
    plugins,
  });
  return new Map([...scripts].map(([file, code]) => [file.replace(/\.js$/, ""), code]));
}

interface FakeScript {
  src?: string;
  parentNode?: { removeChild(script: FakeScript): void };
  onload?: (event: { type: string; target: FakeScript }) => void;
  onerror?: (event: { type: string; target: FakeScript }) => void;
  setAttribute(): void;
}

/**
 * A page with a task queue the test runs one task at a time: a script appended to the
 * head loads in a task of its own (or fails to, when `failing`), and so is each message
 * posted on a MessageChannel. Everything the page does goes to `log`.
 */
function fakePage(scripts: Map<string, string>, { failing = false } = {}) {
  const tasks: Array<() => void> = [];
  const log: string[] = [];
  const requested: string[] = [];
  const head = {
    appendChild(script: FakeScript) {
      requested.push(script.src!);
      script.parentNode = { removeChild: () => undefined };
      tasks.push(() => {
        const name = script.src!.replace(/^\/|\.js$/g, "");
        if (failing) return script.onerror!({ type: "error", target: script });
        vm.runInContext(scripts.get(name)!, context);
        log.push(`script ${name}`);
        script.onload!({ type: "load", target: script });
      });
    },
  };
  class MessageChannel {
    port1: { onmessage?: () => void; close: () => void } = { close: () => undefined };
    port2 = { postMessage: () => tasks.push(() => this.port1.onmessage!()) };
  }
  const context = vm.createContext({
    log: (entry: string) => log.push(entry),
    MessageChannel,
    setTimeout: () => 0,
    clearTimeout: () => undefined,
    document: {
      head,
      createElement: (): FakeScript => ({ setAttribute: () => undefined }),
      getElementsByTagName: () => [],
    },
  });
  context.self = context;
  /** Runs the next task, then the microtasks it queued (setImmediate comes after them). */
  const runTask = async () => {
    tasks.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  const start = async () => {
    vm.runInContext(scripts.get("app")!, context);
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { log, requested, tasks, runTask, start };
}

test("the chunk is asked for in the task after import(), and its module runs in the task after its script", async () => {
  const page = fakePage(await build("tasks", [new ChunkTasksPlugin()]));
  await page.start();
  expect(page.log).toEqual(["import"]);
  expect(page.requested).toEqual([]);

  await page.runTask();
  expect(page.requested).toEqual(["/later.js"]);
  expect(page.log).toEqual(["import"]);

  await page.runTask();
  expect(page.log).toEqual(["import", "script later"]);

  await page.runTask();
  expect(page.log).toEqual(["import", "script later", "module", "resolved hello"]);
  expect(page.tasks).toHaveLength(0);
});

test("a chunk that fails to load still rejects the import()", async () => {
  const page = fakePage(await build("failing", [new ChunkTasksPlugin()]), { failing: true });
  await page.start();
  while (page.tasks.length > 0) await page.runTask();
  expect(page.log).toEqual(["import", "failed ChunkLoadError"]);
});

test("control: without the plugin, the request and the module run in the task before", async () => {
  const page = fakePage(await build("control", []));
  await page.start();
  expect(page.requested).toEqual(["/later.js"]);

  await page.runTask();
  expect(page.log).toEqual(["import", "script later", "module", "resolved hello"]);
  expect(page.tasks).toHaveLength(0);
});
