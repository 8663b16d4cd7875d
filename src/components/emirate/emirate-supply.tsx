import React from "react";
import * as styles from "./emirate-supply.module.css";

export interface EmirateSupplyProps {
  utility: { name: string; text: string };
  rulesTitle: string;
  rules: readonly string[];
}

/** The emirate's water utility, and the public rules that matter to a household or a building. */
export function EmirateSupply({ utility, rulesTitle, rules }: EmirateSupplyProps) {
  return (
    <div className={styles.columns}>
      <div>
        <h3 className={styles.title}>{utility.name}</h3>
        <p>{utility.text}</p>
      </div>
      <div>
        <h3 className={styles.title}>{rulesTitle}</h3>
        <ul className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
