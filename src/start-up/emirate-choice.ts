/**
 * The water test's booking form opened from an emirate's page (/water-test/?emirate=dubai)
 * shows that emirate chosen from the first paint, before the page's scripts have started:
 * EMIRATE_CHOICE_SCRIPT, inline right after the form's emirate <select> (BookingContactFields),
 * chooses the option whose EMIRATE_SLUG_ATTRIBUTE is the link's slug, unless the select
 * holds a choice already. When the form hydrates, useBookingForm takes the select's value
 * into its draft as it does any field filled early; a form rendered in the browser (a link
 * followed within the site) gets the emirate from useBookingForm alone.
 */
import { EMIRATE_PARAM } from "../lib/routes";

/** On each emirate <option>: the emirate's slug, as ?emirate= names it. */
export const EMIRATE_SLUG_ATTRIBUTE = "data-slug";

/** ES5, one text for every page and language; CSP allows it by its hash (plugins/security-headers). */
export const EMIRATE_CHOICE_SCRIPT =
  `(function(){` +
  `var s=document.currentScript,e=s&&s.previousElementSibling,` +
  `m=/[?&]${EMIRATE_PARAM}=([^&#]*)/.exec(location.search),v,i;` +
  `if(!e||!e.options||!m||e.value)return;` +
  `try{v=decodeURIComponent(m[1])}catch(x){return}` +
  `for(i=0;i<e.options.length;i++)if(e.options[i].getAttribute("${EMIRATE_SLUG_ATTRIBUTE}")===v){e.selectedIndex=i;return}` +
  `})()`;
