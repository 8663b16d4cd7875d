import React from "react";
import { Icon } from "../ui/icon";
import { telHref } from "../../lib/contact-links";
import { PhoneText } from "../ui/phone-number";
import * as styles from "./contact-ways.module.css";

/** The links' words; `call` names the number as [phone] (its spaces become non-breaking). */
export interface ContactWaysLabels {
  readonly whatsapp: string;
  /** Read after the WhatsApp link by screen readers. */
  readonly newTab: string;
  readonly call: string;
}

export interface ContactWaysProps {
  whatsapp: string;
  phone: string;
  labels: ContactWaysLabels;
}

/** The ways to reach the company without the form: WhatsApp (in a new tab) and a call. */
export function ContactWays({ whatsapp, phone, labels }: ContactWaysProps) {
  return (
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
  );
}
