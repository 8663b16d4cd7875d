import { useCallback, useEffect, useReducer, useRef } from "react";
import { EMAIL_SEND_TIMEOUT_MS, SENT_MESSAGE_MS } from "../lib/constants";
import { INITIAL_CONTACT_FORM_STATE, contactFormReducer } from "../lib/contact-form-state";
import { describeSendFailure } from "../lib/send-failure";
import { withTimeout } from "../lib/timeout";

export interface SubmitOptions {
  /** A filled honeypot: fake success and send nothing. */
  spam: boolean;
  /** Runs once the message is sent (or faked), before the form shows "sent". */
  onSent?: () => void;
}

/**
 * The sending states of a form (src/lib/contact-form-state.ts) around a `send`: while a
 * send is on its way a second submit is ignored; success shows "sent" for
 * SENT_MESSAGE_MS; a failure keeps its reason until the next attempt. A send that has not
 * settled after EMAIL_SEND_TIMEOUT_MS counts as failed. `failureLog` is what the console
 * says when a send fails.
 */
export function useSendState<T>(send: (payload: T) => Promise<unknown>, failureLog: string) {
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  // The reducer ignores a submit while sending; this also stops a second click that
  // arrives before React has rendered the disabled button from sending twice.
  const inFlight = useRef(false);

  useEffect(() => {
    if (state.status !== "sent") return;
    const timer = setTimeout(() => dispatch({ type: "sentTimeout" }), SENT_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const submit = useCallback(
    async (payload: T, { spam, onSent }: SubmitOptions) => {
      if (inFlight.current) return;
      inFlight.current = true;
      dispatch({ type: "submit" });
      try {
        if (!spam) await withTimeout(send(payload), EMAIL_SEND_TIMEOUT_MS);
        onSent?.();
        dispatch({ type: "succeeded" });
      } catch (error) {
        console.error(failureLog, error);
        dispatch({ type: "failed", failure: describeSendFailure(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [send, failureLog],
  );

  return { state, submit };
}
