import React from "react";
import { Icon } from "../ui/icon";
import { telHref } from "../../lib/contact-links";
import * as styles from "./booking-alternatives.module.css";
import { PhoneText } from "../ui/phone-number";

export interface BookingAlternativesProps {
  text: { readonly title: string; readonly text: string; readonly call: string };
  phone: string;
  /** "Monday to Saturday, 8:00 to 18:00". */
  openingHours: string;
}

/** Beside the form: booking by phone instead (the WhatsApp way is under the form, with the booking filled in). */
export function BookingAlternatives({ text, phone, openingHours }: BookingAlternativesProps) {
  return (
    <aside className={styles.aside} aria-labelledby="booking-alternatives-title">
      <h3 id="booking-alternatives-title" className={styles.title}>
        {text.title}
      </h3>
      <p>{text.text}</p>
      <p className={styles.call}>
        <a href={telHref(phone)}>
          <Icon name="phone" /> <PhoneText template={text.call} phone={phone} />
        </a>
      </p>
      <p className={styles.hours}>
        <Icon name="clock" />
        {` ${openingHours}`}
      </p>
    </aside>
  );
}
