import React from "react";
import * as styles from "./emirate-water.module.css";

/** What the water in an emirate is like and why, paragraph by paragraph. */
export function EmirateWater({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={styles.text}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
