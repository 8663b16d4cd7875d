/**
 * A task of its own for each step of loading a chunk: webpack's `import()` (its runtime's
 * ensure-chunk function) asks for the chunk's script in the task after the one that
 * called it, and resolves, so that the chunk's modules run, in the task after the one in
 * which the script ran.
 *
 * Without it, the page's first load ran three steps in one task twice over: Gatsby's
 * loader, once the page's data had arrived, parsed it, asked for the static queries' data
 * and appended the page template's scripts, in the task of the data's response; and the
 * last of those scripts defined its modules, then ran them (the template, its sections,
 * their libraries) and Gatsby's start-up to hydration, in its own task. On a phone each of
 * those was a long task (over 50 ms at Lighthouse's 4x), which stretched the page's time
 * to interactive. Each step now has a task, and the browser can paint, or handle a tap,
 * between them. A chunk that has loaded already resolves one task later than before.
 *
 * The message of a MessageChannel, not a timer: a timer is clamped and throttled in
 * background tabs. React's scheduler yields the same way. The same wait as
 * src/lib/next-task.ts, written out here because runtime code cannot import a module.
 */
import type { Compiler } from "webpack";

const NAME = "ChunkTasksPlugin";

export class ChunkTasksPlugin {
  apply(compiler: Compiler): void {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;

    class ChunkTasksRuntimeModule extends RuntimeModule {
      constructor() {
        // After the module that defines the ensure-chunk function (STAGE_NORMAL), which it wraps.
        super("chunk tasks", RuntimeModule.STAGE_TRIGGER);
      }

      generate(): string {
        const ensureChunk = RuntimeGlobals.ensureChunk;
        return Template.asString([
          `var ensureChunk = ${ensureChunk};`,
          "var nextTask = function () {",
          Template.indent([
            "return new Promise(function (resolve) {",
            Template.indent([
              "var channel = new MessageChannel();",
              "channel.port1.onmessage = function () { channel.port1.close(); resolve(); };",
              "channel.port2.postMessage(null);",
            ]),
            "});",
          ]),
          "};",
          `${ensureChunk} = function (chunkId) {`,
          Template.indent([
            "return nextTask()",
            Template.indent([
              ".then(function () { return ensureChunk(chunkId); })",
              ".then(function (loaded) { return nextTask().then(function () { return loaded; }); });",
            ]),
          ]),
          "};",
        ]);
      }
    }

    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree.for(RuntimeGlobals.ensureChunk).tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkTasksRuntimeModule());
      });
    });
  }
}
