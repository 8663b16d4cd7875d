/**
 * Company facts in content. data/company.json holds each figure once; the other content
 * files name it with a token instead of typing it:
 *
 *   data/*.json and article frontmatter:  "Since {founded} we have served {customers}+ customers"
 *   an article's MDX body:                Since <Fact name="founded" /> we have ...
 *
 * The build resolves the tokens (content-model/fact-fields.ts, GraphQL field extensions), so
 * pages ship the text and no token or code of this module reaches the browser; content
 * validation rejects a name that is not a fact. Pure functions.
 *
 * Figures are numbers without "+" or "more than": the sentence says how it counts
 * ("{countries}+ countries", "more than {customers} customers"), so a token never
 * doubles it ("more than 5,000+"). Whole numbers below ten are written as words
 * ("three continents"), larger ones in digits with thousands separators ("5,000").
 */
import { figure } from "../src/lib/text";
import { DEFAULT_LANGUAGE, type Language } from "../src/lib/languages";

/** The fields of data/company.json that facts are made of. */
export interface CompanyFacts {
  name: string;
  shortName: string;
  phone: string;
  email: string;
  claims: {
    foundedYear: number;
    countries: number;
    continents: number;
    customers: number;
    installations: number;
    certification: string;
    reviewCount: number;
    rating: number;
  };
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];

/**
 * A count as prose writes it: "three", "35", "5,000" in English; in other languages in
 * digits ("3"), as UAE sites write Arabic (Western digits, the same separators).
 */
export function count(value: number, language: Language = DEFAULT_LANGUAGE): string {
  const small = Number.isInteger(value) && value >= 0 && value < NUMBER_WORDS.length;
  return small && language === DEFAULT_LANGUAGE ? NUMBER_WORDS[value] : figure(value);
}

interface FactDefinition {
  /** What the token shows, for docs/content-files.md and error messages. */
  shows: string;
  value: (company: CompanyFacts, buildYear: number, language: Language) => string;
}

/** Every fact a content file may name, in the order docs/content-files.md lists them. */
export const FACTS = {
  companyName: { shows: "the company's name", value: (company) => company.name },
  shortName: { shows: "the short name", value: (company) => company.shortName },
  phone: { shows: "the phone number", value: (company) => company.phone },
  email: { shows: "the e-mail address", value: (company) => company.email },
  founded: { shows: "the year founded", value: (company) => String(company.claims.foundedYear) },
  yearsInBusiness: {
    shows: "years since the founding, to the build year",
    value: (company, buildYear, language) => count(buildYear - company.claims.foundedYear, language),
  },
  customers: {
    shows: "customers served",
    value: (company, _year, language) => count(company.claims.customers, language),
  },
  installations: {
    shows: "installations completed",
    value: (company, _year, language) => count(company.claims.installations, language),
  },
  countries: {
    shows: "countries worked in",
    value: (company, _year, language) => count(company.claims.countries, language),
  },
  continents: {
    shows: "continents worked on",
    value: (company, _year, language) => count(company.claims.continents, language),
  },
  certification: { shows: "the quality certification", value: (company) => company.claims.certification },
  reviewCount: {
    shows: "customer reviews",
    value: (company, _year, language) => count(company.claims.reviewCount, language),
  },
  rating: { shows: "the average rating out of 5", value: (company) => String(company.claims.rating) },
} as const satisfies Record<string, FactDefinition>;

export type FactName = keyof typeof FACTS;
export type FactValues = Record<FactName, string>;

export const FACT_NAMES = Object.keys(FACTS) as FactName[];

export function isFactName(name: string): name is FactName {
  return Object.prototype.hasOwnProperty.call(FACTS, name);
}

/** Every fact's text, from the company record, in `language`; `buildYear` counts the years in business. */
export function factValues(
  company: CompanyFacts,
  buildYear: number,
  language: Language = DEFAULT_LANGUAGE,
): FactValues {
  return Object.fromEntries(
    FACT_NAMES.map((name) => [name, FACTS[name].value(company, buildYear, language)]),
  ) as FactValues;
}

/** A token: a name of letters and digits in braces, "{customers}". */
const TOKEN = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The names of the tokens in a text, in order, each once: "{a} and {b} and {a}" -> ["a", "b"]. */
export function factTokens(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((match) => match[1]))];
}

/** The tokens of a text that name no fact. */
export function unknownFacts(text: string): string[] {
  return factTokens(text).filter((name) => !isFactName(name));
}

/** "{companyName}, {shortName}, ...": for error messages. */
export const KNOWN_FACTS = FACT_NAMES.map((name) => `{${name}}`).join(", ");

/** The text with every token replaced by its fact; an unknown token throws, naming it. */
export function resolveFacts(text: string, values: FactValues): string {
  return text.replace(TOKEN, (token, name: string) => {
    if (!isFactName(name)) throw new Error(`unknown fact ${token}; known facts: ${KNOWN_FACTS}`);
    return values[name];
  });
}

/** A <Fact /> element in an MDX body: its name, or null when it has no literal name="...". */
export interface FactElement {
  source: string;
  name: string | null;
}

/** Code an MDX body shows as it is: fenced blocks and inline code spans. */
const CODE = /^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$|`[^`\n]+`/gm;

/** The <Fact ... /> elements of an MDX body, in order, outside code. */
export function factElements(body: string): FactElement[] {
  return [...body.replace(CODE, "").matchAll(/<Fact\b[^>]*>/g)].map(([source]) => ({
    source,
    name:
      /\sname=(?:"([^"]*)"|'([^']*)')/
        .exec(source)
        ?.slice(1)
        .find((value) => value !== undefined) ?? null,
  }));
}

/** The tokens written in an MDX body outside code: there `{name}` is a JavaScript expression, not a fact. */
export function bodyTokens(body: string): string[] {
  return factTokens(body.replace(CODE, ""));
}
