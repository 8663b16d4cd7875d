/**
 * Paint first, then boot JavaScript.
 *
 * Gatsby ends every page with <script src async> tags for its runtime, React and the
 * app. When they arrive quickly they run, and hydrate the page, before the browser's
 * first paint, so the first paint and the largest image wait for all of JavaScript
 * (on a mid-range phone, hundreds of milliseconds of script). The page is complete
 * HTML without them: links work, content is there. This rewrites those tags into one
 * small inline loader that adds the same scripts, in the same order, after the first
 * frame has been painted.
 *
 * Trade-off: the browser's preload scanner no longer sees the scripts, so they start
 * downloading at the first paint rather than while the HTML is parsed (a preload would
 * compete with the hero image for bandwidth, which measured worse).
 */

/** Gatsby's boot scripts: external, async, same-origin, at the end of the body. */
const BOOT_SCRIPT = /<script src="(\/[^"]+\.js)" async(?:="")?><\/script>/g;

/** The inline loader for these script URLs (same text on every page, so one CSP hash). */
export function bootLoader(sources: readonly string[]): string {
  const list = JSON.stringify(sources);
  // requestAnimationFrame runs before the next paint, its setTimeout right after it.
  // A hidden tab never paints: the 2 s fallback boots it anyway.
  return (
    `(function(){var done=false;function boot(){if(done)return;done=true;` +
    `${list}.forEach(function(src){var s=document.createElement("script");s.src=src;s.async=false;document.body.appendChild(s)})}` +
    `requestAnimationFrame(function(){setTimeout(boot,0)});setTimeout(boot,2000)})()`
  );
}

/** The page's HTML with its boot scripts loaded after the first paint; unchanged when it has none. */
export function paintFirst(html: string): string {
  const sources = [...html.matchAll(BOOT_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  let replaced = false;
  return html.replace(BOOT_SCRIPT, () => {
    if (replaced) return "";
    replaced = true;
    return `<script>${bootLoader(sources)}</script>`;
  });
}
