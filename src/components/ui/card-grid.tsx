import React from "react";
import * as styles from "./card-grid.module.css";

export interface CardGridProps {
  children: React.ReactNode;
  /** Columns at the widest breakpoint. */
  columns?: 3 | 4;
}

/** Responsive grid of cards: 1 column on phones, 2 from 640 px, then 3 or 4; a short last row is centred. */
export function CardGrid({ children, columns = 3 }: CardGridProps) {
  const items = React.Children.toArray(children);
  return (
    <ul className={`${styles.grid} ${columns === 4 ? styles.four : styles.three}`}>
      {items.map((child, index) => (
        <li key={(React.isValidElement(child) && child.key) || index}>{child}</li>
      ))}
    </ul>
  );
}
