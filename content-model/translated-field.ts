/**
 * @translated: a field of a data record in the language of the page whose query reads it.
 *
 * Pages pass their language in their context ({ language: "ar" }), and Gatsby hands a
 * page's context to every resolver of its query. A @translated field lays the record's
 * translation (inside the record's own file under its language: data/products/*.json,
 * data/home.json, content-model/record-files.ts) over its English value
 * (content-model/translations.ts overlay), so the records, their slugs, images and relations
 * stay one node each and a page's query reads the same fields in every language. Put it
 * before @facts: the tokens resolve in the translated text, from the company's facts in
 * that language (content-model/fact-fields.ts).
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../src/lib/languages";
import { overlay } from "./translations";

/** The part of Gatsby's resolver context @translated uses: the page's language and the node model. */
export interface TranslationContext {
  language?: unknown;
  nodeModel: {
    trackInlineObjectsInRootNode(node: { id: string; [field: string]: unknown }): void;
  };
}

interface FieldInfo {
  fieldName: string;
  parentType: { name: string };
}

type Resolver = (source: unknown, args: unknown, context: TranslationContext, info: FieldInfo) => unknown;

/** The language a field is read in: its `language` argument, else the query's. */
export function fieldLanguage(args: { language?: unknown } | undefined, context: { language?: unknown }): Language {
  return isLanguage(args?.language) ? args.language : queryLanguage(context);
}

/** The language a query runs in: its page's, English for a static query or an unknown one. */
export function queryLanguage(context: { language?: unknown }): Language {
  return isLanguage(context.language) ? context.language : DEFAULT_LANGUAGE;
}

/** A record's translation into `language`: what its file holds under the language; undefined in English. */
export function recordTranslation(
  record: Record<string, unknown>,
  language: Language,
): Record<string, unknown> | undefined {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const own = record[language];
  return own && typeof own === "object" && !Array.isArray(own) ? (own as Record<string, unknown>) : undefined;
}

/** A record's field in `language`: its English value with the translation laid over it. */
export function translatedValue(
  record: Record<string, unknown>,
  field: string,
  language: Language,
  english: unknown = record[field],
): unknown {
  return overlay(english, recordTranslation(record, language)?.[field]);
}

/**
 * The field's optional `language` argument: for a static query, which no page gives a
 * language (the frame's: `nameAr: name(language: "ar")`). Tokens inside resolve in the
 * query's language; the frame's texts have none.
 */
export const LANGUAGE_ARGUMENT = {
  language: { type: "String", description: "The language to read the field in, instead of the page's" },
};

export const TRANSLATED_FIELD = {
  name: "translated",
  extend: (_options: unknown, previous: { resolve?: Resolver }) => ({
    args: LANGUAGE_ARGUMENT,
    async resolve(
      source: Record<string, unknown>,
      args: { language?: unknown } | undefined,
      context: TranslationContext,
      info: FieldInfo,
    ) {
      const english = previous.resolve ? await previous.resolve(source, args, context, info) : source[info.fieldName];
      const value = translatedValue(source, info.fieldName, fieldLanguage(args, context), english);
      // The translated objects are new: Gatsby must know they belong to the record's node, as
      // the English ones do, so an image path in them resolves against the record's file.
      if (value !== english && typeof value === "object" && value !== null && typeof source.id === "string") {
        context.nodeModel.trackInlineObjectsInRootNode({ id: source.id, value });
      }
      return value;
    },
  }),
};
