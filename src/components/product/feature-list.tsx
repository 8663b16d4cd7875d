import React from "react";
import { Icon } from "../ui/icon";
import * as styles from "./feature-list.module.css";

/** A product's features, each with a check mark: in the catalogue's dialog and on the product's page. */
export function FeatureList({ features }: { features: readonly string[] }) {
  return (
    <ul className={styles.features}>
      {features.map((feature) => (
        <li key={feature}>
          <Icon name="check" className={styles.check} />
          {feature}
        </li>
      ))}
    </ul>
  );
}
