/**
 * Paint first, then boot JavaScript.
 *
 * Gatsby ends every page with <script src async> tags for its runtime, React and the
 * app. When they arrive quickly they run, and hydrate the page, before the browser's
 * first paint, so the first paint and the largest image wait for all of JavaScript
 * (on a mid-range phone, hundreds of milliseconds of script). The page is complete
 * HTML without them: links work, content is there. This rewrites those tags into one
 * small inline loader that adds the same scripts, in the same order, once the page's
 * largest image (or, without one, its first content) is on screen (see bootLoader).
 *
 * Trade-off: the browser's preload scanner no longer sees the scripts, so they start
 * downloading once the first screen is shown rather than while the HTML is parsed (a
 * preload would compete with the hero image for bandwidth, which measured worse), and
 * on a slow network the page hydrates after its hero image has come, 2 s at most.
 *
 * The loader also replaces Gatsby's inline chunk mapping (2.8 KB, 0.7 KB gzip, on every
 * page). With slices, Gatsby 5 writes it as a JSON *string*, which its loader then
 * indexes like an object, so it only ever yielded "no files": Gatsby has never
 * prefetched the JavaScript of linked pages here (it still prefetches their page data).
 * The loader sets the mapping to an empty object, the same behaviour on purpose: a phone
 * should not download the code of pages its visitor may never open.
 *
 * Gatsby's two inline scripts that set its globals for the page (window.pagePath and
 * the compilation hash) join the loader's script, which runs before any of Gatsby's
 * code: the page ends with one inline script, so one hash in its CSP instead of three.
 */

/** Gatsby's boot scripts: external, async, same-origin, at the end of the body. */
const BOOT_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** Gatsby's inline chunk mapping (see above). */
const CHUNK_MAPPING = /[ \t]*<script\s+id="gatsby-chunk-mapping"\s*>[\s\S]*?<\/script>[ \t]*\n?/;

/**
 * Gatsby's inline scripts setting its globals: the "gatsby-script-loader" one (the page's
 * path, inside XHTML's CDATA comment markers, which are dropped) and the compilation hash.
 */
const GLOBALS_SCRIPT =
  /<script id="gatsby-script-loader">(?:\/\*<!\[CDATA\[\*\/)?([\s\S]*?)(?:\/\*\]\]>\*\/)?<\/script>|<script>(window\.___webpackCompilationHash="[^"]*";)<\/script>/g;

/**
 * The inline loader for these script URLs, after the statements that set Gatsby's
 * globals for the page (`window.pagePath="/";`).
 *
 * It boots once the page's priority image (`fetchpriority="high"`, its largest in the first
 * screen) is on screen, or, on a page without one, once its first content is: the first
 * largest-contentful-paint entry that names that image (or any, without it). Such an entry
 * comes when the frame has been presented, not when it was painted: a requestAnimationFrame
 * callback runs before its frame is painted, and the frame reaches the screen tens of
 * milliseconds later, so scripts added "after the next frame" were requested before the
 * picture was visible, and competed with it for the network. A browser without these
 * entries (Safari) boots right after the next frame, as before; a page that never paints
 * (a hidden tab), or whose image is slow, boots after 2 s.
 */
export function bootLoader(sources: readonly string[], globals = ""): string {
  const list = JSON.stringify(sources);
  return (
    `${globals}(function(){var d=document,done=false;window.___chunkMapping={};` +
    `function boot(){if(done)return;done=true;` +
    `${list}.forEach(function(src){var s=d.createElement("script");s.src=src;s.async=false;d.body.appendChild(s)})}` +
    `var P=window.PerformanceObserver,hero=d.querySelector('img[fetchpriority="high"]');` +
    `if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("largest-contentful-paint")>=0){` +
    `new P(function(list){if(list.getEntries().some(function(e){return!hero||e.element===hero}))boot()})` +
    `.observe({type:"largest-contentful-paint",buffered:true})}` +
    `else requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,2000)})()`
  );
}

/** The page's HTML with its boot scripts loaded after the first paint; unchanged when it has none. */
export function paintFirst(html: string): string {
  const sources = [...html.matchAll(BOOT_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const globals = [...html.matchAll(GLOBALS_SCRIPT)].map((match) => match[1] ?? match[2]).join("");
  let replaced = false;
  return html
    .replace(CHUNK_MAPPING, "")
    .replace(GLOBALS_SCRIPT, "")
    .replace(BOOT_SCRIPT, () => {
      if (replaced) return "";
      replaced = true;
      return `<script>${bootLoader(sources, globals)}</script>`;
    });
}
