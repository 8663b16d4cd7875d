/**
 * V8's explicit compile hint for the scripts a page runs when it starts: the magic comment
 * `//# allFunctionsCalledOnLoad` on their first line. Chromium (136 and later) then compiles
 * every function of the file while it streams the script in, on a background thread,
 * instead of compiling each function on the main thread the first time it is called.
 *
 * Only the scripts a page runs when it starts get it: the entry's (the runtime, React's
 * framework chunk and Gatsby's app chunk, on every page) and each page template's chunks
 * (Gatsby names their chunk groups "component---", shared chunks included), which hydrate
 * the page. A chunk loaded only on some interaction (a dynamic import) keeps V8's lazy
 * compilation: compiling all of it up front would be work for nothing. Without the hint,
 * the app script's task compiled React DOM's module, and the page chunk's task its
 * modules, before running them: the longest tasks of a page's start-up. Browsers without
 * the hint read a comment.
 *
 * The comment is added once the scripts are minified (a minifier drops comments) and
 * before their source maps are written and their names hashed, so the maps account for
 * the extra line and each file's name still changes with its content.
 */
import type { Chunk, Compiler } from "webpack";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

const NAME = "CompileHintsPlugin";

/** Gatsby's name for a page template's chunk group ("component---src-pages-index-tsx"). */
const PAGE_CHUNK_GROUP = "component---";

/** Whether a page runs the chunk when it starts: an entry chunk, or a chunk of a page template's group. */
function runsAtPageStart(chunk: Chunk): boolean {
  return chunk.canBeInitial() || [...chunk.groupsIterable].some((group) => group.name?.startsWith(PAGE_CHUNK_GROUP));
}

export class CompileHintsPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // Right after the minifiers (OPTIMIZE_SIZE); source maps come at DEV_TOOLING, hashes at OPTIMIZE_HASH.
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!runsAtPageStart(chunk)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith(".js")) continue;
              compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
