import React from "react";
import { FaEnvelope, FaPhoneAlt, FaClock } from "react-icons/fa";
import { Container } from "../ui/container";
import { mailHref, phoneText, telHref } from "../../lib/contact-links";
import * as styles from "./top-bar.module.css";

export interface TopBarProps {
  phone: string;
  email: string;
  openingHours: string;
}

/** The contact strip above the header; shown from 1024 px up. */
export function TopBar({ phone, email, openingHours }: TopBarProps) {
  return (
    <aside className={styles.bar} aria-label="Opening hours and contact" data-testid="top-bar">
      <Container className={styles.inner}>
        <span className={styles.item}>
          <FaClock aria-hidden="true" /> {openingHours}
        </span>
        <span className={styles.contacts}>
          <a className={styles.item} href={telHref(phone)}>
            <FaPhoneAlt aria-hidden="true" /> {phoneText(phone)}
          </a>
          <a className={styles.item} href={mailHref(email)}>
            <FaEnvelope aria-hidden="true" /> {email}
          </a>
        </span>
      </Container>
    </aside>
  );
}
