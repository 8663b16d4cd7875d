/**
 * Every language's interface dictionary, for the build (site-structure/language-pages.ts gives each
 * page its language's) and the tests. Browser code must not import it: it would put every
 * language into every page's JavaScript (an ESLint rule forbids it).
 */
import type { Language } from "../lib/languages";
import type { Dictionary } from "./dictionary";
import en from "./en";
import ar from "./ar";

export const DICTIONARIES: Readonly<Record<Language, Dictionary>> = { en, ar };
