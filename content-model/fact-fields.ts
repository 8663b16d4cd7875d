/**
 * Build-time GraphQL field extensions that resolve company facts (content-model/facts.ts), so
 * pages query finished text and ship no token and no resolver code:
 *
 *   @facts      on a text field (or list of texts): the text as a page shows it, its {tokens}
 *               resolved and, in a right-to-left language, its numbers written in groups
 *               ("050 123 4567") and measurements in Latin units ("50°C") kept left
 *               to right (content-model/left-to-right-runs.ts)
 *   @summary    the record's description (in the page's language), tokens resolved, cut to
 *               its first sentence
 *
 * An article's <Fact name="..." /> elements become their text with its body
 * (content-model/article-content.ts).
 *
 * The facts come from the Company node (data/company.json) through context.nodeModel,
 * not from an import of the JSON file: the data layer stays the one way files reach
 * pages, Gatsby records that each page's query read the company (so `gatsby develop`
 * re-runs the queries when data/company.json changes), and the tokens resolve from the
 * same record every other company field of the page comes from.
 */
import { factValues, resolveFacts, type CompanyFacts, type FactValues } from "./facts";
import { firstSentence } from "./first-sentence";
import { isolateLeftToRightRuns } from "./left-to-right-runs";
import { LANGUAGE_INFO, type Language } from "../src/lib/languages";
import { queryLanguage, recordTranslation, translatedValue, type TranslationContext } from "./translated-field";
import { overlay } from "./translations";

/** The part of Gatsby's resolver context these fields use: the page's language and the node model. */
export interface FactsContext extends TranslationContext {
  nodeModel: TranslationContext["nodeModel"] & {
    findOne(args: { type: string; query: Record<string, unknown> }): Promise<unknown>;
  };
}

interface FieldInfo {
  fieldName: string;
  parentType: { name: string };
}

type Resolver = (source: unknown, args: unknown, context: FactsContext, info: FieldInfo) => unknown;

const factsOfQuery = new WeakMap<FactsContext, Promise<FactValues>>();

/**
 * The facts' texts in the query's language, read once per query (the context is the
 * query's) from the Company node and its translation (the company's name in Arabic).
 */
export function companyFacts(context: FactsContext): Promise<FactValues> {
  let facts = factsOfQuery.get(context);
  if (!facts) {
    facts = context.nodeModel.findOne({ type: "Company", query: {} }).then(async (company) => {
      if (!company) throw new Error("no Company node: data/company.json is missing");
      const record = company as CompanyFacts & Record<string, unknown>;
      const translated = overlay(record, recordTranslation(record, queryLanguage(context)));
      return factValues(translated, new Date().getFullYear(), queryLanguage(context));
    });
    factsOfQuery.set(context, facts);
  }
  return facts;
}

/**
 * A text as a page in `language` shows it: its tokens resolved from `facts` (none to resolve
 * without them) and, in a right-to-left language, its left-to-right runs isolated.
 */
export function shownText(text: string, facts: FactValues | undefined, language: Language): string {
  const resolved = facts ? resolveFacts(text, facts) : text;
  return LANGUAGE_INFO[language].dir === "rtl" ? isolateLeftToRightRuns(resolved) : resolved;
}

/** A field's value as the query's page shows it (shownText); `where` names the field in errors. */
export async function withFacts(value: unknown, context: FactsContext, where: string): Promise<unknown> {
  const texts = Array.isArray(value) ? value : [value];
  const hasTokens = texts.some((text) => typeof text === "string" && text.includes("{"));
  const language = queryLanguage(context);
  const facts = hasTokens ? await companyFacts(context) : undefined;
  const finish = (text: unknown) => {
    if (typeof text !== "string") return text;
    try {
      return shownText(text, facts, language);
    } catch (error) {
      throw new Error(`${where}: ${(error as Error).message}`);
    }
  };
  return Array.isArray(value) ? value.map(finish) : finish(value);
}

const fieldName = (info: FieldInfo) => `${info.parentType.name}.${info.fieldName}`;

/** @facts: the field's own value (or the previous extension's), its tokens resolved. */
export const FACTS_FIELD = {
  name: "facts",
  extend: (_options: unknown, previous: { resolve?: Resolver }) => ({
    async resolve(source: Record<string, unknown>, args: unknown, context: FactsContext, info: FieldInfo) {
      const value = previous.resolve ? await previous.resolve(source, args, context, info) : source[info.fieldName];
      return withFacts(value, context, fieldName(info));
    },
  }),
};

/** @summary: the first sentence of the record's description, after its tokens resolve (a token may start a sentence). */
export const SUMMARY_FIELD = {
  name: "summary",
  extend: () => ({
    async resolve(source: Record<string, unknown>, _args: unknown, context: FactsContext, info: FieldInfo) {
      const description = translatedValue(source, "description", queryLanguage(context));
      return firstSentence(String(await withFacts(description, context, fieldName(info))));
    },
  }),
};
