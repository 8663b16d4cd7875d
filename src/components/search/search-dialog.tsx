import React, { useEffect, useId, useRef, useState } from "react";
import { navigate } from "gatsby";
import { Modal } from "../ui/modal";
import { SearchBox } from "../ui/search-box";
import { useDictionary } from "../../i18n/language-context";
import { useSiteSearch } from "../../hooks/use-site-search";
import { searchSite, type SearchHit, type SiteSearch } from "../../lib/pagefind-search";
import { stepActive } from "../../lib/active-option";
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
 * follows the chosen one, Escape empties the box (the browser's own search box) and then
 * closes the dialog, giving focus back to the header's button. A polite status says how many
 * pages were found.
 */
export default function SearchDialog({ open, onClose, search = searchSite }: SearchDialogProps) {
  const { frame } = useDictionary();
  const texts = frame.search;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { query, setQuery, status, hits } = useSiteSearch(search);
  // The chosen result belongs to the list it was chosen in: a new list has none. Kept with
  // its list rather than reset by an effect, which runs after the browser paints the new
  // list and would undo an arrow key pressed as the list appears.
  const [choice, setChoice] = useState<{ hits: readonly SearchHit[]; index: number }>({ hits, index: -1 });
  const active = choice.hits === hits ? choice.index : -1;
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const expanded = query.trim() !== "" && hits.length > 0;

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The chosen result is where the keyboard is: keep it in view as the arrow keys move it
  // through a list longer than the dialog (WCAG 2.4.11).
  const activeId = hits[active] ? optionId(active) : undefined;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const follow = (url: string) => {
    onClose();
    void navigate(url);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && hits.length > 0) {
      event.preventDefault();
      setChoice({ hits, index: stepActive(active, event.key, hits.length) });
    } else if (event.key === "Enter") {
      // The form would only reload the page: Enter follows the chosen result.
      event.preventDefault();
      if (hits[active]) follow(hits[active].url);
    }
  };

  return (
    <Modal open={open} onClose={onClose} label={texts.open} className={styles.dialog}>
      <div role="search" className={styles.search}>
        <SearchBox
          id={`${id}-input`}
          label={texts.label}
          inputRef={inputRef}
          listId={listId}
          expanded={expanded}
          activeOptionId={activeId}
          value={query}
          placeholder={texts.placeholder}
          enterKeyHint="go"
          aria-describedby={`${id}-hint`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
        />
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
