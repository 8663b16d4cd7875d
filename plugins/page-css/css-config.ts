/** page-css's changes to Gatsby's webpack configuration, as pure functions of the config object. */
import crypto from "node:crypto";
import path from "node:path";

export interface WebpackRule {
  oneOf?: WebpackRule[];
  use?: unknown;
}

/** The suffix mini-css-extract's importModule gives a stylesheet's request: "a.module.css.webpack[javascript/auto]". */
const IMPORT_MODULE_SUFFIX = /\.webpack\[[^\]]+\]$/;

/**
 * A CSS module class's short name: six characters of a digest of the stylesheet's path
 * (from the site's root) and the class's own name, starting with a letter or "_". It is
 * the same whichever way webpack reached the file: the HTML renderer reads the stylesheet
 * as it is, the browser bundle through mini-css-extract's importModule (which adds a
 * suffix to the request that css-loader's own [hash] would include, so the server HTML's
 * classes would match no rule of the CSS).
 */
export function moduleClassName(rootContext: string, resourcePath: string, localName: string): string {
  const file = path.relative(rootContext, resourcePath.replace(IMPORT_MODULE_SUFFIX, "")).split(path.sep).join("/");
  const digest = crypto.createHash("sha256").update(`${file}\0${localName}`).digest("base64url").slice(0, 6);
  return /^[A-Za-z_]/.test(digest) ? digest : `_${digest}`;
}

/**
 * Production CSS: module class names become short hashes (the default
 * "component-module--name--hash" names weigh on every page's HTML and inlined CSS), the
 * same in the HTML renderer and the browser bundle (moduleClassName).
 */
export function shortenModuleClassNames(rules: WebpackRule[]): void {
  for (const rule of rules) {
    if (rule.oneOf) shortenModuleClassNames(rule.oneOf);
    const uses = (Array.isArray(rule.use) ? rule.use : []) as Array<{
      loader?: string;
      options?: { modules?: CssModulesOptions | boolean };
    }>;
    for (const use of uses) {
      const modules = use.options?.modules;
      if (use.loader?.includes("css-loader") && modules && typeof modules === "object") {
        delete modules.localIdentName;
        modules.getLocalIdent = (context, _localIdentName, localName) =>
          moduleClassName(context.rootContext, context.resourcePath, localName);
      }
    }
  }
}

interface CssModulesOptions {
  localIdentName?: string;
  getLocalIdent?: (
    context: { rootContext: string; resourcePath: string },
    localIdentName: string,
    localName: string,
  ) => string;
}

type PluginList = { plugins?: Array<{ constructor: { name: string }; options?: unknown }> };

/** The options of mini-css-extract-plugin, the one plugin of Gatsby's config tuned here. */
function cssExtractorOptions(config: PluginList): Record<string, unknown> | undefined {
  const extractor = config.plugins?.find((plugin) => plugin.constructor.name === "MiniCssExtractPlugin");
  return extractor?.options as Record<string, unknown> | undefined;
}

/**
 * CSS modules are scoped, so the order in which pages pull them into a chunk does not
 * matter: mini-css-extract's "Conflicting order" warnings are silenced.
 */
export function allowAnyCssOrder(config: PluginList): void {
  const options = cssExtractorOptions(config);
  if (options) options.ignoreOrder = true;
}

/**
 * Each stylesheet is evaluated with webpack's importModule instead of a child compilation
 * of its own. The CSS is the same, but webpack's compilation hash, which Gatsby writes into
 * every page (window.___webpackCompilationHash), includes the hashes of the child
 * compilations that ran: a build on webpack's cache runs none, so the first incremental
 * build after a clean one got a new hash, and every page was rewritten, hashed again for the
 * CSP and compressed again, not only the pages whose data changed.
 */
export function extractCssWithImportModule(config: PluginList): void {
  const options = cssExtractorOptions(config);
  if (!options) throw new Error("Gatsby's webpack config has no MiniCssExtractPlugin any more");
  options.experimentalUseImportModule = true;
}

/**
 * Gatsby merges the CSS of every component of the site into one "styles" chunk, and
 * inlines it whole into every page's HTML. Without that cache group each page's chunk
 * carries the CSS of its own components: the HTML inlines only what the page uses (plus
 * the frame's, from the app chunk), and on a client-side navigation webpack's CSS loader
 * adds the next page's file before the page renders (it skips files already inlined, by
 * their data-href).
 */
export function cssPerPage(config: {
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}): void {
  const groups = config.optimization?.splitChunks ? config.optimization.splitChunks.cacheGroups : undefined;
  if (!groups || !("styles" in groups)) throw new Error("Gatsby's webpack config has no styles cache group any more");
  groups.styles = false;
}
