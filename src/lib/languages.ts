/**
 * The site's languages: English at the root, every other language under its own prefix
 * (/ar/...), with the same slugs. One list, read by the build (pages, sitemap, validation)
 * and by the pages (links, the switcher, <html lang dir>).
 */

export const LANGUAGES = ["en", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of the unprefixed URLs, and x-default for search engines. */
export const DEFAULT_LANGUAGE: Language = "en";

export interface LanguageInfo {
  /** BCP 47 tag for <html lang> and hreflang. */
  tag: string;
  dir: "ltr" | "rtl";
  /** Locale for Intl (dates, numbers): UAE conventions, Western digits. */
  intl: string;
  /** Open Graph's og:locale. */
  ogLocale: string;
  /** The language's own name, as the switcher shows it. */
  nativeName: string;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { tag: "en", dir: "ltr", intl: "en-AE", ogLocale: "en_AE", nativeName: "English" },
  ar: { tag: "ar", dir: "rtl", intl: "ar-AE-u-nu-latn", ogLocale: "ar_AE", nativeName: "العربية" },
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);

/** The languages besides the default one: each has a folder of translations and a URL prefix. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** "/ar" for Arabic, "" for English. */
export const languagePrefix = (language: Language) => (language === DEFAULT_LANGUAGE ? "" : `/${language}`);

/** A site path ("/parts/?category=domestic") in `language`: "/ar/parts/?category=domestic". */
export function localizedPath(path: string, language: Language): string {
  if (!path.startsWith("/")) return path;
  return `${languagePrefix(language)}${path}`;
}

/** The language a pathname belongs to: "/ar/about/" -> "ar", "/about/" -> "en". */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split("/")[1];
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The pathname without its language prefix: "/ar/about/" -> "/about/", "/ar" -> "/". */
export function unlocalizedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname;
  const rest = pathname.slice(languagePrefix(language).length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

/** The same page in another language (the switcher): "/ar/parts/" <-> "/parts/". */
export const pathInLanguage = (pathname: string, language: Language) =>
  localizedPath(unlocalizedPath(pathname), language);
