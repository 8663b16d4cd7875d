import React from "react";
import { Icon } from "./icon";
import * as styles from "./search-box.module.css";

export interface SearchBoxProps extends Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "role" | "id"> {
  /** The input's id; the label points to it. */
  id: string;
  label: string;
  inputRef?: React.Ref<HTMLInputElement>;
  /** The listbox of results the box controls, its state, and the highlighted option's id. */
  listId: string;
  expanded: boolean;
  activeOptionId?: string;
}

/**
 * A labelled search box that is a combobox over a listbox of results (WAI-ARIA APG, list
 * autocomplete): the parts catalogue's and the site search's. The owner handles the keys
 * (src/lib/active-option.ts moves the highlight) and renders the list.
 */
export function SearchBox({ id, label, inputRef, listId, expanded, activeOptionId, ...input }: SearchBoxProps) {
  return (
    <>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.field}>
        <Icon name="search" className={styles.icon} />
        <input
          {...input}
          ref={inputRef}
          id={id}
          type="search"
          role="combobox"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? activeOptionId : undefined}
        />
      </div>
    </>
  );
}
