import React from "react";
import { Icon } from "./icon";
import { Container } from "./container";
import { ButtonLink } from "./button-link";
import { phoneText, telHref } from "../../lib/contact-links";
import { WATER_TEST_PATH } from "../../lib/routes";
import * as styles from "./call-to-action.module.css";

export interface CallToActionProps {
  title: string;
  text: string;
  phone: string;
  whatsapp: string;
  /** The free water test's button label, when the band offers it too. */
  waterTest?: string;
}

/** Closing band: contact form, the free water test (when offered), phone and WhatsApp. */
export function CallToAction({ title, text, phone, whatsapp, waterTest }: CallToActionProps) {
  return (
    <section className={styles.band} aria-labelledby="call-to-action">
      <Container className={styles.inner}>
        <div>
          <h2 id="call-to-action" className={styles.title}>
            {title}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <ButtonLink to="/contact/" variant="light">
            Get In Touch
          </ButtonLink>
          {waterTest && (
            <ButtonLink to={WATER_TEST_PATH} variant="light">
              {waterTest}
            </ButtonLink>
          )}
          <ButtonLink to={telHref(phone)} variant="light">
            {`Call\u00a0${phoneText(phone)}`}
          </ButtonLink>
          <ButtonLink to={whatsapp} variant="light">
            <Icon name="whatsapp" /> WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
