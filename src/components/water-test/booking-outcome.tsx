import React from "react";
import type { ContactFormState } from "../../lib/contact-form-state";
import { sendFailureText } from "../../lib/send-failure";
import { SendFailureAlert } from "../contact/send-failure-alert";
import { Icon } from "../ui/icon";
import type { BookingFormText } from "./booking-text";
import * as styles from "./booking-form.module.css";

export interface BookingOutcomeProps {
  state: ContactFormState;
  /** The confirmation of the booking last sent (texts and the phone number's element), or null before one is. */
  confirmation: React.ReactNode;
  /** The WhatsApp chat with the booking as filled in so far. */
  chatHref: string;
  phone: string;
  text: Pick<BookingFormText, "whatsapp" | "failure">;
}

/**
 * Under the button: the confirmation (a live region, there from the start so that
 * screen readers announce it), the alert when sending failed, and the WhatsApp way.
 */
export function BookingOutcome({ state, confirmation, chatHref, phone, text }: BookingOutcomeProps) {
  return (
    <>
      <p role="status" className={styles.status}>
        {confirmation}
      </p>
      {state.status === "failed" && (
        <SendFailureAlert
          message={sendFailureText(state.failure, text.failure.reasons)}
          labels={{ ...text.failure, newTab: text.whatsapp.newTab }}
          whatsapp={chatHref}
          phone={phone}
        />
      )}
      <p className={styles.whatsapp}>
        {`${text.whatsapp.text} `}
        <a href={chatHref} target="_blank" rel="noopener noreferrer">
          <Icon name="whatsapp" />
          {` ${text.whatsapp.link}`}
          <span className="visually-hidden">{` ${text.whatsapp.newTab}`}</span>
        </a>
      </p>
    </>
  );
}
