import React from "react";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./article-table.module.css";

/** Markdown tables scroll sideways on phones instead of overflowing the page. */
export function ArticleTable(props: React.TableHTMLAttributes<HTMLTableElement>) {
  const { common } = useDictionary();
  return (
    <div className={styles.scroller} role="region" aria-label={common.comparisonTable} tabIndex={0}>
      <table className={styles.table} {...props} />
    </div>
  );
}
