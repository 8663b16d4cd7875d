import React from "react";
import { Link } from "gatsby";
import * as styles from "./industries-served.module.css";

export interface IndustriesServedProps {
  industries: ReadonlyArray<{ slug: string; title: string }>;
}

/** A short list of the sectors we work in, leading to the industries page. */
export function IndustriesServed({ industries }: IndustriesServedProps) {
  return (
    <div className={styles.block}>
      <p className={styles.text}>
        The same engineering team designs systems for homes and for demanding sectors across the UAE:
      </p>
      <ul className={styles.list}>
        {industries.map((industry) => (
          <li key={industry.slug}>
            <Link to="/industries/" className={styles.chip}>
              {industry.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
