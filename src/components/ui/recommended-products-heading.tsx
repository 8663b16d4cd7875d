import React from "react";
import * as styles from "./recommended-products-heading.module.css";

export interface RecommendedProductsHeadingProps {
  id?: string;
  /** "Recommended Products", in the page's language. */
  title: string;
  children?: React.ReactNode;
}

/** The 'Recommended Products' heading, with an optional line under it. */
export function RecommendedProductsHeading({ id, title, children }: RecommendedProductsHeadingProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.text}>{children}</p>}
    </header>
  );
}
