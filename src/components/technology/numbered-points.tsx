import React from "react";
import * as styles from "./numbered-points.module.css";

export interface NumberedPointsProps {
  points: ReadonlyArray<{ title: string; text: string }>;
}

/** The numbered three-point block of a technology page. */
export function NumberedPoints({ points }: NumberedPointsProps) {
  return (
    <ol className={styles.list}>
      {points.map((point) => (
        <li key={point.title} className={styles.item}>
          <h3 className={styles.title}>{point.title}</h3>
          <p className={styles.text}>{point.text}</p>
        </li>
      ))}
    </ol>
  );
}
