import { LANGUAGE_INFO, LANGUAGES, DEFAULT_LANGUAGE, localizedPath, type Language } from "../src/lib/languages";
import { DICTIONARIES } from "../src/i18n/dictionaries";
import type { Dictionary } from "../src/i18n/dictionary";
import { overlay, TRANSLATION_KEYS } from "../content-model/translations";
import { readData } from "./built-site";
import { factValues } from "../content-model/facts";
import { shownText } from "../content-model/fact-fields";

/**
 * The site's editions, for behaviour tests written once and run in every language: a
 * test names elements by the edition's dictionary and content, opens its routes, and
 * where it matters checks the reading direction.
 */
export interface Edition {
  language: Language;
  words: Dictionary;
  rtl: boolean;
  /** A site path in this edition: "/parts/" -> "/ar/parts/". */
  path(route: string): string;
  /** A data file's records as this edition's pages show them: the English ones with the translation laid over. */
  records<T>(file: string): T;
  /** The same, with every text as a page shows it: company facts resolved, left-to-right runs isolated (shownText). */
  shown<T>(file: string): T;
}

function translatedRecords<T>(file: string, language: Language): T {
  const english = readData<T>(file);
  if (language === DEFAULT_LANGUAGE) return english;
  const translation = readData<unknown>(`${language}/${file}`);
  if (translation === undefined) return english;
  const key = TRANSLATION_KEYS[file];
  if (!key || !Array.isArray(english)) return overlay(english, translation);
  const byKey = translation as Record<string, unknown>;
  return english.map((record: Record<string, unknown>) => overlay(record, byKey[String(record[key])])) as T;
}

function shownRecords<T>(file: string, language: Language): T {
  const facts = factValues(translatedRecords("company.json", language), new Date().getFullYear(), language);
  return JSON.parse(JSON.stringify(translatedRecords(file, language)), (_key, value) =>
    typeof value === "string" ? shownText(value, facts, language) : value,
  ) as T;
}

export const EDITIONS: readonly Edition[] = LANGUAGES.map((language) => ({
  language,
  words: DICTIONARIES[language],
  rtl: LANGUAGE_INFO[language].dir === "rtl",
  path: (route: string) => localizedPath(route, language),
  records: <T>(file: string) => translatedRecords<T>(file, language),
  shown: <T>(file: string) => shownRecords<T>(file, language),
}));
