import React from "react";
import { Icon } from "../ui/icon";
import { telHref } from "../../lib/contact-links";
import * as styles from "./send-failure-alert.module.css";
import { PhoneText } from "../ui/phone-number";

/**
 * The alert's words (the contact form's from the interface dictionary, the booking's from
 * its content); `call` names the number as [phone] (its spaces become non-breaking).
 */
export interface SendFailureAlertLabels {
  readonly title: string;
  readonly kept: string;
  readonly whatsapp: string;
  /** Read after the WhatsApp link by screen readers. */
  readonly newTab: string;
  readonly call: string;
}

export interface SendFailureAlertProps {
  whatsapp: string;
  phone: string;
  labels: SendFailureAlertLabels;
  /** What happened, in the form's own words (sendFailureText). */
  message: string;
}

/** Why the message was not sent, and the other ways to reach the company. */
export function SendFailureAlert({ whatsapp, phone, labels, message }: SendFailureAlertProps) {
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
            <Icon name="phone" /> <PhoneText template={labels.call} phone={phone} />
          </a>
        </li>
      </ul>
    </div>
  );
}
