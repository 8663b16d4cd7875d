import React from "react";
import { Icon } from "./icon";
import { Container } from "./container";
import { ButtonLink } from "./button-link";
import { phoneText, telHref } from "../../lib/contact-links";
import * as styles from "./call-to-action.module.css";

export interface CallToActionProps {
  title: string;
  text: string;
  phone: string;
  whatsapp: string;
}

/** Closing band: contact form, phone and WhatsApp. */
export function CallToAction({ title, text, phone, whatsapp }: CallToActionProps) {
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
