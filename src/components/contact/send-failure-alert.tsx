import React from "react";
import { Icon } from "../ui/icon";
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
            <Icon name="whatsapp" /> WhatsApp us
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={telHref(phone)}>
            <Icon name="phone" /> {`Call\u00a0${phoneText(phone)}`}
          </a>
        </li>
      </ul>
    </div>
  );
}
