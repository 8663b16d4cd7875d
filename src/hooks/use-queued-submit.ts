import { useEffect, type RefObject } from "react";
import { EARLY_SUBMIT_ATTRIBUTE, QUEUED_ATTRIBUTE, QUEUED_NOTICE_ATTRIBUTE } from "../start-up/queued-submit";

/** The attribute that makes the early-submit script hold a form's early submit; spread on the <form>. */
export const EARLY_SUBMIT_PROPS = { [EARLY_SUBMIT_ATTRIBUTE]: "" } as const;

/**
 * Sends a form the visitor sent before the page's scripts started (src/start-up/queued-submit.ts):
 * on mount, when the early-submit script has marked it, the mark is cleared, the form's notice
 * hidden again, and the form submitted once through React's onSubmit, which shows the
 * usual sending states. Give the form EARLY_SUBMIT_PROPS and this hook its ref.
 */
export function useQueuedSubmit(form: RefObject<HTMLFormElement>) {
  useEffect(() => {
    const element = form.current;
    if (!element?.hasAttribute(QUEUED_ATTRIBUTE)) return;
    element.removeAttribute(QUEUED_ATTRIBUTE);
    // React rendered the notice hidden and still thinks it is: the script showed it.
    for (const notice of element.querySelectorAll<HTMLElement>(`[${QUEUED_NOTICE_ATTRIBUTE}]`)) notice.hidden = true;
    element.requestSubmit();
  }, [form]);
}
