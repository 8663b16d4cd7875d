import React from "react";
import { isSubmitDisabled, submitLabel, type ContactFormState, type SubmitLabels } from "../../lib/contact-form-state";
import * as styles from "./form-controls.module.css";

/** The honeypot's name: not one of a form's fields, tempting to form-filling bots. */
export const HONEYPOT_FIELD = "website";

/** A field out of sight and out of the tab order: a form that comes back with it filled was sent by a bot. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}

export interface SendButtonProps {
  state: ContactFormState;
  labels: SubmitLabels;
  /** The form's own sizing. */
  className?: string;
}

/** A form's submit button: its label says the send's state (idle, sending, sent), disabled while sending, green once sent. */
export function SendButton({ state, labels, className }: SendButtonProps) {
  const classes = [styles.submit, state.status === "sent" ? styles.sent : "", className ?? ""].filter(Boolean);
  return (
    <button type="submit" className={classes.join(" ")} disabled={isSubmitDisabled(state)}>
      {submitLabel(state, labels)}
    </button>
  );
}
