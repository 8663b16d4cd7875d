import React from "react";
import { CATEGORY_FILTERS, type CategoryFilter as Filter } from "../../lib/catalogue";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./category-filter.module.css";

export interface CategoryFilterProps {
  value: Filter;
  onChange: (category: Filter) => void;
}

/** The four category buttons (all, commercial, industrial, domestic); the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const { parts } = useDictionary();
  return (
    <div role="group" aria-label={parts.filterLabel} className={styles.filters}>
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.filter}
          aria-pressed={category === value}
          onClick={() => onChange(category)}
        >
          {parts.categories[category]}
        </button>
      ))}
    </div>
  );
}
