import React from "react";
import { graphql } from "gatsby";
import { Container } from "../ui/container";
import { ButtonLink } from "../ui/button-link";
import { WATER_TEST_PATH } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useLanguage } from "../../i18n/language-context";
import * as styles from "./water-test-promo.module.css";

export interface WaterTestPromoProps {
  promo: { title: string; text: string; label: string };
  id?: string;
}

/** A band that offers the free water test, on the home page, technology and product pages. */
export function WaterTestPromo({ promo, id = "water-test" }: WaterTestPromoProps) {
  const headingId = `${id}-title`;
  const language = useLanguage();
  return (
    <section id={id} className={styles.band} aria-labelledby={headingId}>
      <Container className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.title}>
            {promo.title}
          </h2>
          <p className={styles.text}>{promo.text}</p>
        </div>
        <ButtonLink to={localizedPath(WATER_TEST_PATH, language)}>{promo.label}</ButtonLink>
      </Container>
    </section>
  );
}

export const query = graphql`
  fragment WaterTestPromo on TitleTextLabel {
    title
    text
    label
  }
`;
