import React from "react";
import { useDictionary } from "../../i18n/language-context";
import { showingLabel } from "../../lib/catalogue";
import { fillTemplate } from "../../lib/template";
import type { SearchStatus as Status } from "../../hooks/use-site-search";
import * as styles from "./search-status.module.css";

export interface SearchStatusProps {
  status: Status;
  count: number;
  query: string;
}

/** The search's live status: searching, how many pages were found, none, or that it failed. */
export function SearchStatus({ status, count, query }: SearchStatusProps) {
  const texts = useDictionary().frame.search;
  const message = {
    idle: "",
    searching: texts.searching,
    done: count > 0 ? showingLabel(count, texts.count) : fillTemplate(texts.none, { query: query.trim() }),
    failed: texts.failed,
  }[status];
  return (
    <p role="status" className={status === "failed" ? `${styles.status} ${styles.failed}` : styles.status}>
      {message}
    </p>
  );
}
