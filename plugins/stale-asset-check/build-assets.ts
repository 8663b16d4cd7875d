/**
 * A build's pages must load that build's scripts and stylesheets. Gatsby's incremental
 * builds can leave a page's HTML from an earlier build: after a change to the global
 * CSS, pages Gatsby did not render again still linked the earlier app.css, which stays
 * in public/ (nothing deletes it), so they deployed with old styles and no error.
 * gatsby-node's onPostBuild compares what each page references with what webpack emitted
 * (public/webpack.stats.json) and fails the build on a mismatch. Pure, no file access.
 */

/** Scripts and stylesheets at the site root in HTML: "/app-1a2b.js", "/app.3c4d.css". */
const ROOT_ASSET = /["'(]\/([\w.-]+\.(?:js|css))(?=["')?#])/g;

/** The root-level script and stylesheet files a page references, each once. */
export function referencedAssets(html: string): string[] {
  return [...new Set([...html.matchAll(ROOT_ASSET)].map((match) => match[1]))];
}

/** webpack's stats as Gatsby writes them: every chunk's emitted files. */
export interface WebpackStats {
  assetsByChunkName?: Record<string, string | string[]>;
}

/** The files this build's webpack emitted. */
export function builtAssets(stats: WebpackStats): Set<string> {
  return new Set(Object.values(stats.assetsByChunkName ?? {}).flat());
}

/** The files a page references that this build did not emit: from an earlier build. */
export function staleAssets(html: string, built: ReadonlySet<string>): string[] {
  return referencedAssets(html).filter((file) => !built.has(file));
}
