import React from "react";
import { Icon } from "../ui/icon";
import { mailHref, phoneText, telHref } from "../../lib/contact-links";
import * as styles from "./contact-cards.module.css";

export interface ContactCardsProps {
  phone: string;
  email: string;
  openingHours: string;
  address: { street: string; city: string; country: string };
}

/** The three info cards of the contact page: phone, mail and address. */
export function ContactCards({ phone, email, openingHours, address }: ContactCardsProps) {
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <Icon name="phone" className={styles.icon} />
        <h2 className={styles.title}>Call us</h2>
        <p>
          <a href={telHref(phone)}>{phoneText(phone)}</a>
        </p>
        <p className={styles.note}>{openingHours}</p>
      </li>
      <li className={styles.card}>
        <Icon name="envelope" className={styles.icon} />
        <h2 className={styles.title}>Mail us</h2>
        <p>
          <a href={mailHref(email)}>{email}</a>
        </p>
        <p className={styles.note}>We answer within one working day.</p>
      </li>
      <li className={styles.card}>
        <Icon name="map-marker" className={styles.icon} />
        <h2 className={styles.title}>Visit us</h2>
        <address className={styles.address}>
          {address.street}
          <br />
          {address.city}, {address.country}
        </address>
      </li>
    </ul>
  );
}
