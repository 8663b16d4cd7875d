import React from "react";
import { Container } from "../ui/container";
import { EmirateActions, type EmirateActionsProps } from "./emirate-actions";
import * as styles from "./emirate-hero.module.css";

export interface EmirateHeroProps extends EmirateActionsProps {
  heading: string;
  intro: string;
}

/** The top of an emirate's page: its heading, what the page offers, and the two ways to act. */
export function EmirateHero({ heading, intro, test, whatsapp }: EmirateHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="emirate-heading">
      <Container>
        <h1 id="emirate-heading" className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>{intro}</p>
        <EmirateActions test={test} whatsapp={whatsapp} />
      </Container>
    </section>
  );
}
