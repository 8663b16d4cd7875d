/**
 * @translated: a field of a data record in the language of the page whose query reads it.
 *
 * Pages pass their language in their context ({ language: "ar" }), and Gatsby hands a
 * page's context to every resolver of its query. A @translated field lays the record's
 * translation (inside the record's own file under its language, as data/products/*.json and
 * data/company.json hold it, or data/<language>/<file>.json, sourced as Translation nodes)
 * over its English value (content-model/translations.ts overlay), so the records, their
 * slugs, images and relations stay one node each and a page's query reads the same fields in every language. Put it
 * before @facts: the tokens resolve in the translated text, from the company's facts in
 * that language (content-model/fact-fields.ts).
 *
 * The translations are read through context.nodeModel, so Gatsby records that the page
 * depends on them: editing data/ar/home.json re-runs the Arabic pages' queries only.
 */
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "../src/lib/languages";
import { DATA_FILE_OF_TYPE } from "./content-types";
import { COLLECTION_OF_TYPE, FILES_WITH_TRANSLATIONS } from "./record-files";
import { overlay, TRANSLATION_KEYS } from "./translations";

interface NodeLike {
  id: string;
  parent?: string | null;
  [field: string]: unknown;
}

/** The part of Gatsby's resolver context @translated uses: the page's language and the node model. */
export interface TranslationContext {
  language?: unknown;
  nodeModel: {
    findAll(args: { type: string }): Promise<{ entries: Iterable<NodeLike> }>;
    getNodeById(args: { id: string; type?: string }): NodeLike | null;
    trackInlineObjectsInRootNode?(node: NodeLike): void;
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

const filesOfQuery = new WeakMap<object, Map<Language, Promise<Map<string, NodeLike>>>>();

/** The translation files of a language, by data file name ("technologies.json"), read once per query. */
function translationFiles(context: TranslationContext, language: Language): Promise<Map<string, NodeLike>> {
  const ofQuery = filesOfQuery.get(context) ?? new Map<Language, Promise<Map<string, NodeLike>>>();
  filesOfQuery.set(context, ofQuery);
  let files = ofQuery.get(language);
  if (!files) {
    files = context.nodeModel.findAll({ type: "Translation" }).then(({ entries }) => {
      const byName = new Map<string, NodeLike>();
      for (const node of entries) {
        const file = node.parent ? context.nodeModel.getNodeById({ id: node.parent, type: "File" }) : null;
        if (file?.relativeDirectory === language) byName.set(`${String(file.name)}.json`, node);
      }
      return byName;
    });
    ofQuery.set(language, files);
  }
  return files;
}

/**
 * The translation of a record of node type `typeName` in `language` (the query's by
 * default), or undefined in English (or for a type without translations).
 */
export async function recordTranslation(
  record: Record<string, unknown>,
  typeName: string,
  context: TranslationContext,
  language: Language = queryLanguage(context),
): Promise<Record<string, unknown> | undefined> {
  if (language === DEFAULT_LANGUAGE) return undefined;
  const fileName = DATA_FILE_OF_TYPE[typeName];
  if (COLLECTION_OF_TYPE[typeName] || FILES_WITH_TRANSLATIONS.includes(fileName)) {
    const own = record[language];
    return own && typeof own === "object" ? (own as Record<string, unknown>) : undefined;
  }
  if (!fileName) return undefined;
  const file = (await translationFiles(context, language)).get(fileName);
  if (!file) return undefined;
  const key = TRANSLATION_KEYS[fileName];
  const translation = key ? file[String(record[key])] : file;
  return translation && typeof translation === "object" ? (translation as Record<string, unknown>) : undefined;
}

/** A record's field in the query's language: its English value with the translation laid over it. */
export async function translatedValue(
  record: Record<string, unknown>,
  field: string,
  typeName: string,
  context: TranslationContext,
  english: unknown = record[field],
  language: Language = queryLanguage(context),
): Promise<unknown> {
  const translation = await recordTranslation(record, typeName, context, language);
  return overlay(english, translation?.[field]);
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
      const language = fieldLanguage(args, context);
      const value = await translatedValue(source, info.fieldName, info.parentType.name, context, english, language);
      // The translated objects are new: Gatsby must know they belong to the record's node, as
      // the English ones do, so an image path in them resolves against the record's file.
      if (value !== english && typeof value === "object" && value !== null && typeof source.id === "string") {
        context.nodeModel.trackInlineObjectsInRootNode?.({ id: source.id, value });
      }
      return value;
    },
  }),
};
