import { useCallback } from "react";
import { sendContactForm } from "../lib/email";
import { useSendState } from "./use-send-state";

export type SendForm = (form: HTMLFormElement) => Promise<unknown>;

/**
 * Runs the contact form's state machine (src/hooks/use-send-state.ts): sends, resets the
 * form on success and shows "Sent!" for SENT_MESSAGE_MS; on failure keeps what the
 * visitor typed and keeps the reason until the next attempt. A send that has not settled
 * after EMAIL_SEND_TIMEOUT_MS counts as failed. A filled honeypot fakes success and
 * sends nothing.
 */
export function useContactForm(send: SendForm = sendContactForm) {
  const { state, submit: sendPayload } = useSendState(send, "Contact form: the message was not sent.");
  const submit = useCallback(
    (form: HTMLFormElement, { spam }: { spam: boolean }) => sendPayload(form, { spam, onSent: () => form.reset() }),
    [sendPayload],
  );
  return { state, submit };
}
