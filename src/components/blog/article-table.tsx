import React from "react";
import * as styles from "./article-table.module.css";

/** Markdown tables scroll sideways on phones instead of overflowing the page. */
export function ArticleTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  return (
    <div className={styles.scroller} role="region" aria-label="Comparison table" tabIndex={0}>
      <table className={styles.table} {...props} />
    </div>
  );
}
