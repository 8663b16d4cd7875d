import React from "react";
import { Icon } from "../ui/icon";
import { phoneText, telHref } from "../../lib/contact-links";
import type { SendFailure } from "../../lib/send-failure";
import { fillTemplate } from "../../lib/template";
import * as styles from "./send-failure-alert.module.css";

/** The alert's words; `call` names the number as [phone] (its spaces become non-breaking). */
export interface SendFailureAlertLabels {
  title: string;
  kept: string;
  whatsapp: string;
  /** Read after the WhatsApp link by screen readers. */
  newTab: string;
  call: string;
}

/** The contact form's words (a later change moves them into the interface dictionary). */
export const CONTACT_FAILURE_LABELS: SendFailureAlertLabels = {
  title: "Your message was not sent.",
  kept: "What you typed is still in the form. You can also reach us directly:",
  whatsapp: "WhatsApp us",
  newTab: "(opens in a new tab)",
  call: "Call\u00a0[phone]",
};

export interface SendFailureAlertProps {
  failure: SendFailure;
  whatsapp: string;
  phone: string;
  labels?: SendFailureAlertLabels;
  /** What happened, in the form's own words; the failure's own message otherwise. */
  message?: string;
}

/** Why the message was not sent, and the other ways to reach the company. */
export function SendFailureAlert({
  failure,
  whatsapp,
  phone,
  labels = CONTACT_FAILURE_LABELS,
  message = failure.message,
}: SendFailureAlertProps) {
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.title}>{labels.title}</p>
      <p>{message}</p>
      <p>{labels.kept}</p>
      <ul className={styles.ways}>
        <li>
          <a href={whatsapp} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" />
            {` ${labels.whatsapp}`}
            <span className="visually-hidden">{` ${labels.newTab}`}</span>
          </a>
        </li>
        <li>
          <a href={telHref(phone)}>
            <Icon name="phone" />
            {` ${phoneText(fillTemplate(labels.call, { phone }))}`}
          </a>
        </li>
      </ul>
    </div>
  );
}
