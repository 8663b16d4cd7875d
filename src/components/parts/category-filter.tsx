import React from "react";
import { CATEGORY_FILTERS, CATEGORY_LABELS, type CategoryFilter as Filter } from "../../lib/catalogue";
import * as styles from "./category-filter.module.css";

export interface CategoryFilterProps {
  value: Filter;
  onChange: (category: Filter) => void;
}

/** The four category buttons (all, commercial, industrial, domestic); the chosen one is pressed. */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  return (
    <div role="group" aria-label="Filter products by category" className={styles.filters}>
      {CATEGORY_FILTERS.map((category) => (
        <button
          key={category}
          type="button"
          className={styles.filter}
          aria-pressed={category === value}
          onClick={() => onChange(category)}
        >
          {CATEGORY_LABELS[category]}
        </button>
      ))}
    </div>
  );
}
