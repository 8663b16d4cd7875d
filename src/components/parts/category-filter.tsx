import React from "react";
import { CATEGORY_FILTERS, type CategoryFilter as Filter } from "../../lib/catalogue";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./category-filter.module.css";

export interface CategoryFilterProps {
  value: Filter;
  onChange: (category: Filter) => void;
  /** The catalogue's URL showing a category (?category=), which the page reads when it loads. */
  hrefOf: (category: Filter) => string;
}

/** A click the page handles itself: the main button, no key held (those open a new tab or window). */
export const plainClick = (event: React.MouseEvent) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The four category filters (all, commercial, industrial, domestic), the chosen one marked
 * current. Links to the filtered view, so a tap before the page's scripts have started
 * opens it; once they have, a click changes the view in place.
 */
export function CategoryFilter({ value, onChange, hrefOf }: CategoryFilterProps) {
  const { parts } = useDictionary();
  return (
    <div role="group" aria-label={parts.filterLabel} className={styles.filters}>
      {CATEGORY_FILTERS.map((category) => (
        <a
          key={category}
          href={hrefOf(category)}
          className={styles.filter}
          aria-current={category === value ? "true" : undefined}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            onChange(category);
          }}
        >
          {parts.categories[category]}
        </a>
      ))}
    </div>
  );
}
