/**
 * The shape of an interface dictionary: en.ts's keys, each text any string. Every language's
 * dictionary has this type, so a key missing or extra fails the type check. Importing this
 * type is free anywhere; the dictionaries themselves reach the browser only through the page
 * context (src/i18n/language-context.tsx).
 */
import type en from "./en";

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export type Dictionary = Texts<typeof en>;
