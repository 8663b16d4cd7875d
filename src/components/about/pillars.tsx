import React from "react";
import * as styles from "./pillars.module.css";

export interface PillarsProps {
  pillars: ReadonlyArray<{ title: string; text: string }>;
}

/** Our Promise, Our Mission, Our Vision. */
export function Pillars({ pillars }: PillarsProps) {
  return (
    <ul className={styles.list}>
      {pillars.map((pillar, index) => (
        <li key={pillar.title} className={styles.item}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3>{pillar.title}</h3>
          <p>{pillar.text}</p>
        </li>
      ))}
    </ul>
  );
}
