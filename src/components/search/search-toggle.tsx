import React, { Suspense, lazy, useCallback, useRef, useState } from "react";
import { useOpenOnPage } from "../../hooks/use-open-on-page";
import { useEarlyToggle } from "../../hooks/use-early-toggle";
import { Icon } from "../ui/icon";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./search-toggle.module.css";

// The dialog, its code and the index load when the visitor first opens search, never with the page.
const SearchDialog = lazy(() => import(/* webpackChunkName: "site-search" */ "./search-dialog"));

export interface SearchToggleProps {
  /** The page's path: a navigation closes the dialog. */
  pathname: string;
}

/**
 * The header's search button: opens the site search's dialog (search-dialog.tsx), loaded on
 * the first press. Pressed before React has hydrated it, the head's early-toggle script
 * (src/start-up/early-toggle.ts) shows it pressed, and the dialog opens once React runs.
 * Without JavaScript the button is hidden (search needs scripts).
 */
export function SearchToggle({ pathname }: SearchToggleProps) {
  const { frame } = useDictionary();
  const [open, setOpen] = useOpenOnPage(pathname);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const show = useCallback(
    (next: boolean) => {
      if (next) setRequested(true);
      setOpen(next);
    },
    [setOpen],
  );
  const earlyToggle = useEarlyToggle(buttonRef, show);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.toggle}
        aria-haspopup="dialog"
        {...earlyToggle}
        aria-expanded={open}
        onClick={() => show(true)}
      >
        <Icon name="search" />
        <span className="visually-hidden">{frame.search.open}</span>
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
