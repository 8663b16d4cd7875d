/**
 * The header's menu button before the page's scripts have started. On a phone the visitor
 * taps it as soon as the header is painted, which is a second or more before React has
 * hydrated it; the tap was lost. MENU_TOGGLE_SCRIPT, inline right after the button
 * (SiteHeader), opens and closes the menu until then: it flips the button's aria-expanded,
 * which is what the stylesheet shows the menu and the button's icon and name by
 * (layout/site-header.module.css), and it stops the tap there, so that React does not
 * replay it as well. Once React has hydrated the button, SiteHeader takes over the state the
 * visitor left and marks the button (MENU_HYDRATED_ATTRIBUTE): from then on the script
 * lets every tap through to React.
 *
 * ES5 in a string: it runs before any bundle, and plugins/security-headers hashes its text
 * into the page's Content-Security-Policy.
 */
export const MENU_HYDRATED_ATTRIBUTE = "data-hydrated";

export const MENU_TOGGLE_SCRIPT =
  `(function(){` +
  `var s=document.currentScript,b=s&&s.previousElementSibling;` +
  `if(!b)return;` +
  `b.addEventListener("click",function(e){` +
  `if(b.hasAttribute("${MENU_HYDRATED_ATTRIBUTE}"))return;` +
  `e.stopPropagation();` +
  `b.setAttribute("aria-expanded",b.getAttribute("aria-expanded")==="true"?"false":"true")` +
  `})})()`;
