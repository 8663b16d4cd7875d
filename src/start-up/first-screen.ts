/**
 * The page's first screen, before any of the site's scripts: two small inline scripts of
 * every page (gatsby-ssr.tsx onRenderBody), run while the HTML is parsed, so what they do
 * never waits for the app's JavaScript to download, evaluate or hydrate.
 *
 * - JS_ENABLED_SCRIPT, in the head: marks <html> as running JavaScript (JS_ENABLED_CLASS)
 *   before the first paint: only then does the loading overlay show; visitors and crawlers
 *   without JavaScript never see it.
 * - FIRST_SCREEN_SCRIPT, first in the body: decides when the first page's loading overlay
 *   goes (docs/specification.md section 2, docs/design.md). IMAGE_CHECK_DELAY_MS after it
 *   runs, and then frame by frame while the page is still parsed, it looks whether the parser
 *   has passed the first screen (the element it added last starts below the screen's bottom;
 *   a phone paints a long page long before its end is parsed). Then it waits for the page's
 *   images that load at once (not lazy: the logo, the hero or banner; the rule's selector is
 *   in first-screen-images.json, which the visitor bench reads too) and are not complete; a
 *   failed image counts as loaded; with none, at once; never after OVERLAY_MAX_MS. Lazy images
 *   show their colour until they come, as further down the page. Then it adds
 *   FIRST_SCREEN_READY_CLASS to <html>, which hides the overlay
 *   (layout/loading-overlay.module.css). Route changes are the overlay component's own
 *   (src/start-up/image-wait.ts: the same images, on React's side).
 *
 * ES5 in strings: they run before any bundle, and plugins/security-headers hashes their
 * text into the page's Content-Security-Policy.
 */
import { IMAGE_CHECK_DELAY_MS, JS_ENABLED_CLASS, OVERLAY_MAX_MS } from "../lib/constants";
import FIRST_SCREEN_IMAGES from "./first-screen-images.json";

/** On <html> once the first page's images are in (or the cap has passed): the overlay hides. */
export const FIRST_SCREEN_READY_CLASS = "first-screen-ready";

/** The overlay's own element: its loader image is not one of the page's. */
export const LOADING_OVERLAY_ATTRIBUTE = FIRST_SCREEN_IMAGES.overlayAttribute;

export const JS_ENABLED_SCRIPT = `document.documentElement.classList.add("${JS_ENABLED_CLASS}")`;

export const FIRST_SCREEN_SCRIPT = `(function(d,w){var h=d.documentElement,done=0;
function ready(){if(!done){done=1;h.classList.add("${FIRST_SCREEN_READY_CLASS}")}}
function parsed(){if(d.readyState!=="loading")return true;var e=d.body;while(e.lastElementChild)e=e.lastElementChild;return e.getBoundingClientRect().top>=w.innerHeight}
function check(){if(done)return;if(!parsed()){w.requestAnimationFrame(check);return}
var left=0;function settle(){if(--left===0)ready()}
var images=d.querySelectorAll(${JSON.stringify(FIRST_SCREEN_IMAGES.selector)});
for(var n=0;n<images.length;n++){var i=images[n];if(i.complete)continue;
left++;i.addEventListener("load",settle);i.addEventListener("error",settle)}
if(left===0)ready()}
w.setTimeout(ready,${OVERLAY_MAX_MS});w.setTimeout(check,${IMAGE_CHECK_DELAY_MS})})(document,window)`;
