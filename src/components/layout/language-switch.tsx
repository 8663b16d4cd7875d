import React from "react";
import { LANGUAGE_INFO, LANGUAGES, pathInLanguage, type Language } from "../../lib/languages";
import { useLanguage } from "../../i18n/language-context";
import * as styles from "./language-switch.module.css";

export interface LanguageSwitchProps {
  /** The page's canonical path in its own language (an alias or legacy copy has no twin; its main page has). */
  pathname: string;
}

/** The page's address in `language`, keeping the query the visitor has now (the parts view) and the anchor. */
function addressIn(pathname: string, language: Language): string {
  const { search, hash } = window.location;
  return `${pathInLanguage(pathname, language)}${search}${hash}`;
}

/**
 * The same page in the other language, named in that language (and marked so, for screen
 * readers: lang). A plain link (a full page load: the other
 * language's words and direction from the start), whose address is completed when it is
 * used with the query and anchor the visitor has now, so /parts/?category=domestic opens
 * /ar/parts/?category=domestic. Without JavaScript it still goes to the page's twin.
 */
export function LanguageSwitch({ pathname }: LanguageSwitchProps) {
  const current = useLanguage();
  const other = LANGUAGES.find((language) => language !== current) ?? current;
  const { nativeName, tag } = LANGUAGE_INFO[other];
  return (
    <a
      className={styles.link}
      href={pathInLanguage(pathname, other)}
      hrefLang={tag}
      lang={tag}
      onClick={(event) => {
        event.currentTarget.href = addressIn(pathname, other);
      }}
    >
      {nativeName}
    </a>
  );
}
