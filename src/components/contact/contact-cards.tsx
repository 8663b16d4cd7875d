import React from "react";
import { Icon } from "../ui/icon";
import { mailHref, telHref } from "../../lib/contact-links";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./contact-cards.module.css";
import { PhoneNumber } from "../ui/phone-number";

export interface ContactCardsProps {
  phone: string;
  email: string;
  openingHours: string;
  address: { street: string; city: string; country: string };
}

/** The three info cards of the contact page: phone, mail and address. */
export function ContactCards({ phone, email, openingHours, address }: ContactCardsProps) {
  const { contact } = useDictionary();
  return (
    <ul className={styles.cards}>
      <li className={styles.card}>
        <Icon name="phone" className={styles.icon} />
        <h2 className={styles.title}>{contact.cards.call}</h2>
        <p>
          <a href={telHref(phone)}>
            <PhoneNumber phone={phone} />
          </a>
        </p>
        <p className={styles.note}>{openingHours}</p>
      </li>
      <li className={styles.card}>
        <Icon name="envelope" className={styles.icon} />
        <h2 className={styles.title}>{contact.cards.mail}</h2>
        <p>
          <a href={mailHref(email)}>{email}</a>
        </p>
        <p className={styles.note}>{contact.cards.mailNote}</p>
      </li>
      <li className={styles.card}>
        <Icon name="map-marker" className={styles.icon} />
        <h2 className={styles.title}>{contact.cards.visit}</h2>
        <address className={styles.address}>
          {address.street}
          <br />
          {fillTemplate(contact.cityCountry, { city: address.city, country: address.country })}
        </address>
      </li>
    </ul>
  );
}
