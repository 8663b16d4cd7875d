import React from "react";
import { Icon } from "../ui/icon";
import { ButtonLink } from "../ui/button-link";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./benefits-block.module.css";

export interface BenefitsBlockProps {
  benefits: { title: string; intro: string; points: readonly string[] };
}

/** Benefits of a technology: title, intro, four points and 'Get In Touch' to /contact. */
export function BenefitsBlock({ benefits }: BenefitsBlockProps) {
  const { common } = useDictionary();
  const language = useLanguage();
  return (
    <div className={styles.block}>
      <div>
        <h2>{benefits.title}</h2>
        <p className={styles.intro}>{benefits.intro}</p>
        <ButtonLink to={localizedPath("/contact/", language)}>{common.getInTouch}</ButtonLink>
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
