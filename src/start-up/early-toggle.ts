/**
 * The frame's disclosure buttons before the page's scripts have started: the header's menu
 * button and, inside the menu, the Technologies dropdown's. On a phone the visitor taps them
 * as soon as the header is painted, a second or more before React has hydrated it; the tap
 * was lost. The inline script right after each button opens and closes what it controls
 * until then: it flips the button's aria-expanded and stops the tap there, so that React does
 * not replay it as well.
 *
 * - MENU_TOGGLE_SCRIPT (SiteHeader): the stylesheet shows the menu, the button's icon and its
 *   name by aria-expanded (layout/site-header.module.css).
 * - DROPDOWN_TOGGLE_SCRIPT (TechnologiesMenu): the dropdown shows by its `hidden` attribute,
 *   so the script also sets that of the element the button's aria-controls names.
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

export const MENU_TOGGLE_SCRIPT = earlyToggleScript(false);

export const DROPDOWN_TOGGLE_SCRIPT = earlyToggleScript(true);
