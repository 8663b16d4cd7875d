import React from "react";
import { Link } from "gatsby";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./industries-served.module.css";

export interface IndustriesServedProps {
  industries: ReadonlyArray<{ slug: string; title: string }>;
}

/** A short list of the sectors we work in, leading to the industries page. */
export function IndustriesServed({ industries }: IndustriesServedProps) {
  const { technology } = useDictionary();
  const industriesPath = localizedPath("/industries/", useLanguage());
  return (
    <div className={styles.block}>
      <p className={styles.text}>{technology.industriesText}</p>
      <ul className={styles.list}>
        {industries.map((industry) => (
          <li key={industry.slug}>
            <Link to={industriesPath} className={styles.chip}>
              {industry.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
