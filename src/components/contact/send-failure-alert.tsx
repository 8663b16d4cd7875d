import React from "react";
import { FaPhoneAlt, FaWhatsapp } from "react-icons/fa";
import { phoneText, telHref } from "../../lib/contact-links";
import type { SendFailure } from "../../lib/send-failure";
import * as styles from "./send-failure-alert.module.css";

export interface SendFailureAlertProps {
  failure: SendFailure;
  whatsapp: string;
  phone: string;
}

/** Why the message was not sent, and the other ways to reach the company. */
export function SendFailureAlert({ failure, whatsapp, phone }: SendFailureAlertProps) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>Your message was not sent.</p>
      <p>{failure.message}</p>
      <p>What you typed is still in the form. You can also reach us directly:</p>
      <ul className={styles.ways}>
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <FaWhatsapp aria-hidden="true" /> WhatsApp us
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={telHref(phone)}>
            <FaPhoneAlt aria-hidden="true" /> {`Call\u00a0${phoneText(phone)}`}
          </a>
        </li>
      </ul>
    </div>
  );
}
