import React, { useId, useState } from "react";
import { SearchBox } from "../ui/search-box";
import { categoryLabel, dropdownResults } from "../../lib/catalogue";
import { stepActive } from "../../lib/active-option";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./product-search.module.css";

export interface SearchableProduct {
  slug: string;
  name: string;
  category: string;
  description: string;
}

export interface ProductSearchProps {
  /** The search box, for what was typed into it before the page's scripts started. */
  inputRef?: React.Ref<HTMLInputElement>;
  value: string;
  onChange: (value: string) => void;
  /** Products matching the search and the category filter, in catalogue order. */
  matches: readonly SearchableProduct[];
  onChoose: (slug: string) => void;
  /** While the catalogue's index is on its way: `matches` is not yet whole, so no count or "none found". */
  loading?: boolean;
  /** The visitor is about to search (focus in the box): the page may fetch what it searches. */
  onFocus?: () => void;
}

/**
 * The search box with its dropdown of matches (ARIA combobox with a listbox): at
 * most five products, then "+N more". Arrow keys move through the matches, Enter
 * opens the highlighted one, Escape closes the dropdown; focus stays in the box.
 */
export function ProductSearch({ inputRef, value, onChange, matches, onChoose, loading, onFocus }: ProductSearchProps) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { parts } = useDictionary();
  const id = useId();
  const listId = `${id}-list`;
  const expanded = open && value.trim() !== "";
  const { shown, moreLabel } = dropdownResults(matches, parts.more);

  const choose = (slug: string) => {
    setOpen(false);
    setActive(-1);
    onChoose(slug);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const key = event.key;
      setActive((index) => stepActive(index, key, shown.length));
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (expanded && shown[active]) choose(shown[active].slug);
      else setOpen(false);
    } else if (event.key === "Escape" && expanded) {
      // Close the dropdown first; a second Escape clears the box as usual.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.search}>
      <SearchBox
        id={`${id}-input`}
        label={parts.searchLabel}
        inputRef={inputRef}
        listId={listId}
        expanded={expanded}
        activeOptionId={shown[active] ? `${id}-option-${active}` : undefined}
        value={value}
        placeholder={parts.searchPlaceholder}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => {
          setOpen(true);
          onFocus?.();
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.popup} hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={parts.matchingProducts} className={styles.list}>
          {/* Closed, the list is empty: its options exist only while they can be seen. */}
          {(expanded ? shown : []).map((product, index) => (
            // The keyboard works on the combobox (aria-activedescendant); a mouse
            // press must not move focus out of the box before the click lands.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={product.slug}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(product.slug)}
            >
              <span className={styles.name}>{product.name}</span>
              <span className={styles.category}>{categoryLabel(product.category, parts.categories)}</span>
            </li>
          ))}
        </ul>
        {expanded && loading && <p className={styles.note}>{parts.loading}</p>}
        {expanded && !loading && shown.length === 0 && <p className={styles.note}>{parts.noProducts}</p>}
        {expanded && !loading && moreLabel && <p className={styles.note}>{moreLabel}</p>}
      </div>
    </div>
  );
}
