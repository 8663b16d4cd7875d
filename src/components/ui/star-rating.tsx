import React from "react";
import { Icon } from "./icon";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./star-rating.module.css";

export interface StarRatingProps {
  /** 0 to 5, halves shown as half stars. */
  rating: number;
}

/** Five stars with an accessible text such as "Rated 4.5 out of 5". */
export function StarRating({ rating }: StarRatingProps) {
  const { common } = useDictionary();
  const rounded = Math.round(rating * 2) / 2;
  return (
    <span className={styles.stars} role="img" aria-label={fillTemplate(common.rating, { rating: String(rating) })}>
      {[1, 2, 3, 4, 5].map((position) => {
        const name = rounded >= position ? "star" : rounded >= position - 0.5 ? "star-half" : "star-empty";
        return <Icon key={position} name={name} />;
      })}
    </span>
  );
}
