import React, { useEffect, useId, useRef, useState } from "react";
import { navigate } from "gatsby";
import { Modal } from "../ui/modal";
import { Icon } from "../ui/icon";
import { useDictionary } from "../../i18n/language-context";
import { useSiteSearch } from "../../hooks/use-site-search";
import { searchSite, type SiteSearch } from "../../lib/pagefind-search";
import { SearchResults } from "./search-results";
import { SearchStatus } from "./search-status";
import * as styles from "./search-dialog.module.css";

export interface SearchDialogProps {
  open: boolean;
  onClose: () => void;
  /** Pagefind's search in the site; any function in tests. */
  search?: SiteSearch;
}

/**
 * The site search (WAI-ARIA APG combobox with a listbox, in a modal dialog, inside a search
 * landmark): results appear as the visitor types; arrow keys move through them, Enter
 * follows the chosen one, Escape closes the dialog and gives focus back to the header's
 * button. A polite status says how many pages were found.
 */
export default function SearchDialog({ open, onClose, search = searchSite }: SearchDialogProps) {
  const { frame } = useDictionary();
  const texts = frame.search;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, setQuery, status, hits } = useSiteSearch(search);
  const [active, setActive] = useState(-1);
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const expanded = query.trim() !== "" && hits.length > 0;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);
  useEffect(() => setActive(-1), [hits]);

  const follow = (url: string) => {
    onClose();
    void navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && hits.length > 0) {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) => (index < 0 && step < 0 ? hits.length - 1 : (index + step + hits.length) % hits.length));
    } else if (event.key === "Enter") {
      // The form would only reload the page: Enter follows the chosen result.
      event.preventDefault();
      if (hits[active]) follow(hits[active].url);
    }
  };

  return (
    <Modal open={open} onClose={onClose} label={texts.open} className={styles.dialog}>
      <div role="search" className={styles.search}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          {texts.label}
        </label>
        <div className={styles.field}>
          <Icon name="search" className={styles.icon} />
          <input
            ref={inputRef}
            id={`${id}-input`}
            type="search"
            role="combobox"
            className={styles.input}
            value={query}
            placeholder={texts.placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={`${id}-hint`}
            aria-activedescendant={expanded && hits[active] ? optionId(active) : undefined}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </div>
        <p id={`${id}-hint`} className="visually-hidden">
          {texts.hint}
        </p>
        <SearchStatus status={status} count={hits.length} query={query} />
        <SearchResults
          id={listId}
          hits={expanded ? hits : []}
          query={query}
          active={active}
          optionId={optionId}
          onFollow={onClose}
        />
      </div>
    </Modal>
  );
}
