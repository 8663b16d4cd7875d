/**
 * A form sent before the page's scripts have started is kept and sent once they have.
 *
 * The server HTML's forms post to their own page (method="post", never their fields in a
 * URL), so a visitor who presses Send before React has hydrated the form would leave the
 * page and lose what they typed. QUEUED_SUBMIT_SCRIPT, inline in such a form, before its
 * send button (QueuedSendNotice, contact/form-notes.tsx), listens for `submit` on the
 * document in the bubble phase. React 18 listens on its root container, below the
 * document: a form React has hydrated has called preventDefault in its onSubmit by the
 * time the event reaches the document. A submit that
 * arrives not prevented was not handled by React, so the script stops it, marks the form
 * (QUEUED_ATTRIBUTE) and shows the form's notice (QUEUED_NOTICE_ATTRIBUTE, server-rendered
 * hidden) that the message will be sent. Once the form has hydrated, useQueuedSubmit
 * (src/hooks/use-queued-submit.ts) finds the mark and submits the form again, through React.
 *
 * Only forms that opt in (EARLY_SUBMIT_ATTRIBUTE, given with that hook) are held: another
 * form would be stopped with nothing to send it later.
 */

/** On a form whose early submit is held until it hydrates (useQueuedSubmit sends it). */
export const EARLY_SUBMIT_ATTRIBUTE = "data-early-submit";
/** On a form the visitor sent before it hydrated. */
export const QUEUED_ATTRIBUTE = "data-queued";
/** On the form's notice that it will be sent once the page has loaded (hidden until then). */
export const QUEUED_NOTICE_ATTRIBUTE = "data-queued-notice";

/** ES5, for every page; CSP allows it by its hash (plugins/security-headers). */
export const QUEUED_SUBMIT_SCRIPT =
  `document.addEventListener("submit",function(e){` +
  `var f=e.target;` +
  `if(e.defaultPrevented||!f||!f.hasAttribute||!f.hasAttribute("${EARLY_SUBMIT_ATTRIBUTE}"))return;` +
  `e.preventDefault();` +
  `f.setAttribute("${QUEUED_ATTRIBUTE}","");` +
  `var n=f.querySelector("[${QUEUED_NOTICE_ATTRIBUTE}]");` +
  `if(n)n.hidden=false` +
  `})`;
