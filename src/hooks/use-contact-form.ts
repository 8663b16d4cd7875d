import { useCallback, useEffect, useReducer } from "react";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../lib/constants";
import { INITIAL_CONTACT_FORM_STATE, contactFormReducer } from "../lib/contact-form-state";
import { describeSendFailure } from "../lib/send-failure";
import { sendContactForm } from "../lib/email";
import { withTimeout } from "../lib/timeout";

export type SendForm = (form: HTMLFormElement) => Promise<unknown>;

/**
 * Runs the contact form's state machine: sends, resets the form on success and
 * shows "Sent!" for SENT_MESSAGE_MS; on failure keeps what the visitor typed and
 * keeps the reason until the next attempt. A send that has not settled after
 * EMAIL_SEND_TIMEOUT_MS counts as failed. A filled honeypot fakes success and
 * sends nothing.
 */
export function useContactForm(send: SendForm = sendContactForm) {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);

  useEffect(() => {
    if (state.status !== "sent") return;
    const timer = setTimeout(() => dispatch({ type: "sentTimeout" }), SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const submit = useCallback(
    async (form: HTMLFormElement, { spam }: { spam: boolean }) => {
      dispatch({ type: "submit" });
      if (spam) {
        form.reset();
        dispatch({ type: "succeeded" });
        return;
      }
      try {
        await withTimeout(send(form), EMAIL_SEND_TIMEOUT_MS);
        form.reset();
        dispatch({ type: "succeeded" });
      } catch (error) {
        console.error("Contact form: the message was not sent.", error);
        dispatch({ type: "failed", failure: describeSendFailure(error) });
      }
    },
    [send],
  );

  return { state, submit };
}
