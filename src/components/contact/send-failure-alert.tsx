import React from "react";
import { ContactWays, type ContactWaysLabels } from "./contact-ways";
import * as styles from "./send-failure-alert.module.css";

/**
 * The alert's words (the contact form's from the interface dictionary, the booking's from
 * its content); `call` names the number as [phone] (its spaces become non-breaking).
 */
export interface SendFailureAlertLabels extends ContactWaysLabels {
  readonly title: string;
  readonly kept: string;
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
      <ContactWays whatsapp={whatsapp} phone={phone} labels={labels} />
    </div>
  );
}
