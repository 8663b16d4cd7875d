/**
 * The frame's buttons before the page's scripts have started: the header's menu button, the
 * Technologies dropdown's inside the menu, and the search button. On a phone the visitor taps
 * them as soon as the header is painted, a second or more before React has hydrated it; the
 * tap was lost. The inline script right after each button answers until then: it flips the
 * button's aria-expanded and stops the tap there, so that React does not replay it as well.
 *
 * - EARLY_TOGGLE_SCRIPT: for what the stylesheet shows by aria-expanded. The menu, the
 *   button's icon and its name (layout/site-header.module.css); the search button's pressed
 *   look, its dialog opening once React runs (search/search-toggle.tsx).
 * - EARLY_TOGGLE_HIDDEN_SCRIPT (TechnologiesMenu): the dropdown shows by its `hidden`
 *   attribute, so the script also sets that of the element the button's aria-controls names.
 *
 * Once React has hydrated a button, its component takes over the state the visitor left and
 * marks the button with REACT_OWNED_ATTRIBUTE (src/hooks/use-early-toggle.ts): from then on
 * the script lets every tap through to React.
 *
 * ES5 in strings: they run before any bundle, and plugins/security-headers hashes their text
 * into the page's Content-Security-Policy.
 */
export const REACT_OWNED_ATTRIBUTE = "data-react-owned";

function earlyToggleScript(setsHidden: boolean): string {
  return (
    `(function(){` +
    `var s=document.currentScript,b=s&&s.previousElementSibling;` +
    `if(!b)return;` +
    `b.addEventListener("click",function(e){` +
    `if(b.hasAttribute("${REACT_OWNED_ATTRIBUTE}"))return;` +
    `e.stopPropagation();` +
    `var o=b.getAttribute("aria-expanded")!=="true";` +
    `b.setAttribute("aria-expanded",o?"true":"false")` +
    (setsHidden ? `;var p=document.getElementById(b.getAttribute("aria-controls"));if(p)p.hidden=!o` : ``) +
    `})})()`
  );
}

export const EARLY_TOGGLE_SCRIPT = earlyToggleScript(false);

export const EARLY_TOGGLE_HIDDEN_SCRIPT = earlyToggleScript(true);
