import React from "react";
import { Icon } from "./icon";
import { Container } from "./container";
import { ButtonLink } from "./button-link";
import { telHref } from "../../lib/contact-links";
import { WATER_TEST_PATH } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./call-to-action.module.css";
import { PhoneText } from "./phone-number";

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
  const { common } = useDictionary();
  const language = useLanguage();
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
          <ButtonLink to={localizedPath("/contact/", language)} variant="light">
            {common.getInTouch}
          </ButtonLink>
          {waterTest && (
            <ButtonLink to={localizedPath(WATER_TEST_PATH, language)} variant="light">
              {waterTest}
            </ButtonLink>
          )}
          <ButtonLink to={telHref(phone)} variant="light">
            <PhoneText template={common.call} phone={phone} />
          </ButtonLink>
          <ButtonLink to={whatsapp} variant="light">
            <Icon name="whatsapp" /> {common.whatsapp}
            <span className="visually-hidden">{` ${common.newTab}`}</span>
          </ButtonLink>
        </div>
      </Container>
    </section>
  );
}
