import React, { useEffect, useRef } from "react";
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

/**
 * Why the message was not sent, and the other ways to reach the company. It comes into view
 * when it appears: on a phone the screen may end at the send button, and a tap that changed
 * nothing the visitor can see reads as a form that does not work.
 */
export function SendFailureAlert({ whatsapp, phone, labels, message }: SendFailureAlertProps) {
  const alert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    alert.current?.scrollIntoView({ block: "nearest" });
  }, [message]);
  return (
    <div ref={alert} role="alert" className={styles.alert}>
      <p className={styles.title}>{labels.title}</p>
      <p>{message}</p>
      <p>{labels.kept}</p>
      <ContactWays whatsapp={whatsapp} phone={phone} labels={labels} />
    </div>
  );
}
