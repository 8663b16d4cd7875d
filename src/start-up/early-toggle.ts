/**
 * The frame's buttons before the page's scripts have started: the header's menu button, the
 * Technologies dropdown's inside the menu, and the search button. On a phone the visitor taps
 * them as soon as the header is painted, a second or more before React has hydrated it; the
 * tap was lost. EARLY_TOGGLE_SCRIPT, in the head (gatsby-ssr.tsx), answers until then for every
 * button that carries EARLY_TOGGLE_ATTRIBUTE: one click listener on the document, in the capture
 * phase, flips the button's aria-expanded and stops the tap there, so that React does not
 * replay it as well.
 *
 * - EARLY_TOGGLE_ATTRIBUTE="" : for what the stylesheet shows by aria-expanded. The menu, the
 *   button's icon and its name (layout/site-header.module.css); the search button's pressed
 *   look, its dialog opening once React runs (search/search-toggle.tsx).
 * - EARLY_TOGGLE_ATTRIBUTE="hidden" (TechnologiesMenu): the dropdown shows by its `hidden`
 *   attribute, so the script also sets that of the element the button's aria-controls names.
 *
 * A button gets the attribute from useEarlyToggle (src/hooks/use-early-toggle.ts), which, once
 * React has hydrated it, takes over the state the visitor left and marks the button with
 * REACT_OWNED_ATTRIBUTE: from then on the script lets every tap on it through to React.
 *
 * ES5 in a string: it runs before any bundle, and plugins/security-headers hashes its text
 * into the page's Content-Security-Policy.
 */
export const EARLY_TOGGLE_ATTRIBUTE = "data-early-toggle";
/** EARLY_TOGGLE_ATTRIBUTE's value on a button whose panel shows by its `hidden` attribute. */
export const EARLY_TOGGLE_SETS_HIDDEN = "hidden";
export const REACT_OWNED_ATTRIBUTE = "data-react-owned";

export const EARLY_TOGGLE_SCRIPT =
  `document.addEventListener("click",function(e){` +
  `var b=e.target&&e.target.closest&&e.target.closest("[${EARLY_TOGGLE_ATTRIBUTE}]");` +
  `if(!b||b.hasAttribute("${REACT_OWNED_ATTRIBUTE}"))return;` +
  `e.stopPropagation();` +
  `var o=b.getAttribute("aria-expanded")!=="true",p;` +
  `b.setAttribute("aria-expanded",o?"true":"false");` +
  `if(b.getAttribute("${EARLY_TOGGLE_ATTRIBUTE}")==="${EARLY_TOGGLE_SETS_HIDDEN}"&&(p=document.getElementById(b.getAttribute("aria-controls"))))p.hidden=!o` +
  `},true)`;
