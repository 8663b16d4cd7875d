/**
 * The contact form's states (docs/specification.md section 4, with a visible failure): idle ->
 * sending -> sent (for SENT_MESSAGE_MS, then idle) or failed (until the next submit).
 * A pure reducer; the timer lives in the hook that uses it (src/hooks/use-send-state.ts,
 * shared with the water-test booking).
 */
import type { SendFailure } from "./send-failure";

export type ContactFormState =
  { status: "idle" } | { status: "sending" } | { status: "sent" } | { status: "failed"; failure: SendFailure };

export type ContactFormEvent =
  | { type: "submit" }
  | { type: "succeeded" }
  | { type: "failed"; failure: SendFailure }
  /** The "Sent!" time is over. */
  | { type: "sentTimeout" };

export const INITIAL_CONTACT_FORM_STATE: ContactFormState = { status: "idle" };

export function contactFormReducer(state: ContactFormState, event: ContactFormEvent): ContactFormState {
  switch (event.type) {
    case "submit":
      return state.status === "sending" ? state : { status: "sending" };
    case "succeeded":
      return state.status === "sending" ? { status: "sent" } : state;
    case "failed":
      return state.status === "sending" ? { status: "failed", failure: event.failure } : state;
    case "sentTimeout":
      return state.status === "sent" ? INITIAL_CONTACT_FORM_STATE : state;
  }
}

/**
 * The submit button's text in each state: the contact form's from the interface dictionary
 * (contact.submit), the booking's from its content.
 */
export interface SubmitLabels {
  readonly idle: string;
  readonly sending: string;
  readonly sent: string;
}

export function submitLabel(state: ContactFormState, labels: SubmitLabels): string {
  if (state.status === "sending") return labels.sending;
  if (state.status === "sent") return labels.sent;
  return labels.idle;
}

/** Only while a message is on its way; after a failure the visitor can send again. */
export function isSubmitDisabled(state: ContactFormState): boolean {
  return state.status === "sending";
}
