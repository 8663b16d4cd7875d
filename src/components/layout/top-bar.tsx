import React from "react";
import { Icon } from "../ui/icon";
import { Container } from "../ui/container";
import { mailHref, telHref } from "../../lib/contact-links";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./top-bar.module.css";
import { PhoneNumber } from "../ui/phone-number";

export interface TopBarProps {
  phone: string;
  email: string;
  openingHours: string;
}

/** The contact strip above the header; shown from 1024 px up. */
export function TopBar({ phone, email, openingHours }: TopBarProps) {
  const { frame } = useDictionary();
  return (
    <aside className={styles.bar} aria-label={frame.topBar} data-testid="top-bar">
      <Container className={styles.inner}>
        <span className={styles.item}>
          <Icon name="clock" />
          {` ${openingHours}`}
        </span>
        <span className={styles.contacts}>
          <a className={styles.item} href={telHref(phone)}>
            <Icon name="phone" /> <PhoneNumber phone={phone} />
          </a>
          <a className={styles.item} href={mailHref(email)}>
            <Icon name="envelope" />
            {` ${email}`}
          </a>
        </span>
      </Container>
    </aside>
  );
}
