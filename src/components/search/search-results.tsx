import React from "react";
import { Link } from "gatsby";
import { useDictionary } from "../../i18n/language-context";
import { snippet } from "../../lib/site-search";
import type { SearchHit } from "../../lib/pagefind-search";
import * as styles from "./search-results.module.css";

export interface SearchResultsProps {
  /** The listbox's id, which the combobox controls. */
  id: string;
  hits: readonly SearchHit[];
  query: string;
  /** The result the arrow keys chose (-1: none). */
  active: number;
  optionId: (index: number) => string;
  /** A result was followed with the mouse or a tap. */
  onFollow: () => void;
}

/**
 * The results as a listbox of links: each the page's title and a passage of its text with
 * the query's words marked. The keyboard stays in the combobox (aria-activedescendant); a
 * click or tap follows the link like any other.
 */
export function SearchResults({ id, hits, query, active, optionId, onFollow }: SearchResultsProps) {
  const texts = useDictionary().frame.search;
  return (
    <ul id={id} role="listbox" aria-label={texts.results} className={styles.list}>
      {hits.map((hit, index) => (
        <li key={hit.url} role="none">
          <Link
            to={hit.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            tabIndex={-1}
            className={styles.result}
            onClick={onFollow}
          >
            <span className={styles.title}>{hit.title}</span>
            <span className={styles.snippet}>
              {snippet(hit.text, query).map((part, position) =>
                part.match ? <mark key={position}>{part.text}</mark> : part.text,
              )}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
