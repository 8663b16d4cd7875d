import React, { createContext, useContext, useMemo } from "react";
import { isLanguage, LANGUAGES, type Language } from "../lib/languages";
import type { Dictionary } from "./dictionary";

/** A page's language and its interface dictionary, as the build puts them in the page's context. */
export interface PageLanguage {
  language: Language;
  dictionary: Dictionary;
}

const LanguageContext = createContext<PageLanguage | null>(null);

export interface LanguageProviderProps extends PageLanguage {
  children: React.ReactNode;
}

/** Gives the components under it the page's language and dictionary (src/wrap-page.tsx, around every page). */
export function LanguageProvider({ language, dictionary, children }: LanguageProviderProps) {
  const value = useMemo(() => ({ language, dictionary }), [language, dictionary]);
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

function usePageLanguage(): PageLanguage {
  const value = useContext(LanguageContext);
  if (!value) {
    throw new Error(
      "No LanguageProvider above this component: src/wrap-page.tsx puts one around every page, and tests render with renderWithLanguage (__tests__/test-utils.tsx)",
    );
  }
  return value;
}

/** The interface's words in the page's language. */
export function useDictionary(): Dictionary {
  return usePageLanguage().dictionary;
}

/** The page's language: for its links (localizedPath) and its dates and numbers (LANGUAGE_INFO). */
export function useLanguage(): Language {
  return usePageLanguage().language;
}

/**
 * The language and dictionary from a page's context (site-structure/language-pages.ts puts them in
 * every page's). A page created without them fails here, loudly, rather than showing
 * another language's words: for the frame (src/wrap-page.tsx) and a page's Head, which
 * Gatsby renders outside the frame.
 */
export function pageLanguage(pageContext: unknown): PageLanguage {
  const context: { language?: unknown; dictionary?: unknown } =
    pageContext && typeof pageContext === "object" ? pageContext : {};
  const { language, dictionary } = context;
  if (!isLanguage(language)) {
    throw new Error(
      `The page's context has no language (one of ${LANGUAGES.join(", ")}): create it through inEveryLanguage (site-structure/language-pages.ts)`,
    );
  }
  if (!dictionary || typeof dictionary !== "object") {
    throw new Error(
      `The page's context has no dictionary for "${language}": create it through inEveryLanguage (site-structure/language-pages.ts)`,
    );
  }
  return { language, dictionary: dictionary as Dictionary };
}
