import React from "react";
import * as styles from "./step-list.module.css";

export interface StepListProps {
  steps: ReadonlyArray<{ title: string; description: string }>;
  /** Show 01, 02... before each step (the project journey) or not (the values). */
  numbered?: boolean;
}

/** Four short steps in a row: the project journey and the company values. */
export function StepList({ steps, numbered = false }: StepListProps) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={numbered ? `${styles.list} ${styles.numbered}` : styles.list}>
      {steps.map((step) => (
        <li key={step.title} className={styles.item}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.description}</p>
        </li>
      ))}
    </List>
  );
}
