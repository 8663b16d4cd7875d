import React from "react";
import { Icon } from "../ui/icon";
import { ButtonLink } from "../ui/button-link";
import * as styles from "./benefits-block.module.css";

export interface BenefitsBlockProps {
  benefits: { title: string; intro: string; points: readonly string[] };
}

/** Benefits of a technology: title, intro, four points and 'Get In Touch' to /contact. */
export function BenefitsBlock({ benefits }: BenefitsBlockProps) {
  return (
    <div className={styles.block}>
      <div>
        <h2>{benefits.title}</h2>
        <p className={styles.intro}>{benefits.intro}</p>
        <ButtonLink to="/contact/">Get In Touch</ButtonLink>
      </div>
      <ul className={styles.points}>
        {benefits.points.map((point) => (
          <li key={point}>
            <Icon name="check-circle" className={styles.icon} />
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
