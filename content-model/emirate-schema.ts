/**
 * Zod schemas of the emirate pages' files: data/emirates.json (one record per emirate of
 * data/company.json's areaServed, each with the public sources of its facts) and
 * data/emirate-page.json (the words every emirate page shares, [emirate] filled in by the
 * page). Built from content-schema.ts's primitives, so messages read the same everywhere;
 * the checks across files (names, slugs of other files) are in emirate-checks.ts.
 */
import { z } from "zod";
import { EMIRATE_SLOT } from "../src/lib/constants";

export interface SchemaPrimitives {
  text: z.ZodString;
  slug: z.ZodString;
  url: z.ZodString;
  /** A text the page completes: may name only `allowed` slots, must name each of `required`. */
  slotted: (allowed: readonly string[], required?: readonly string[]) => z.ZodTypeAny;
  /** A text whose length (as the page shows it, facts resolved) is checked. */
  withFacts: (text: string) => string;
  /** The page's banner: its h1 (title), what the page offers (text), and its picture. */
  titledImage: z.ZodTypeAny;
}

export const SOURCES_REQUIRED =
  "is required: list the public sources (title and url) of the record's facts, such as the utility's or the municipality's pages";

export function emirateSchemas({ text, slug, url, slotted, withFacts, titledImage }: SchemaPrimitives) {
  const source = z.object({ title: text, url }).strict();
  const emirate = z
    .object({
      slug,
      /** As data/company.json's areaServed writes it (emirate-checks.ts). */
      name: text,
      seo: z
        .object({
          title: text.refine(
            (title) => withFacts(title).length <= 47,
            "must be at most 47 characters (60 with the company's short name after it)",
          ),
          description: text.refine((description) => {
            const length = withFacts(description).length;
            return length >= 50 && length <= 160;
          }, "must be 50 to 160 characters, as search results show it"),
        })
        .strict(),
      banner: titledImage,
      water: z.array(text).min(1, "must have at least one paragraph"),
      utility: z.object({ name: text, text }).strict(),
      rules: z.array(text).min(1, "must list at least one rule"),
      services: z
        .object({
          text,
          /** Slugs of data/technologies.json and data/products.json (emirate-checks.ts). */
          technologies: z.array(slug).min(1, "must name at least one technology"),
          products: z.array(slug).min(1, "must name at least one product"),
        })
        .strict(),
      response: text,
      /** Where the record's facts come from: editors read them, visitors need not. */
      sources: z
        .array(source, { required_error: SOURCES_REQUIRED, invalid_type_error: "must be a list of { title, url }" })
        .min(1, SOURCES_REQUIRED),
    })
    .strict();

  const named = slotted([EMIRATE_SLOT], [EMIRATE_SLOT]);
  const emiratePage = z
    .object({
      waterTitle: named,
      utilityTitle: text,
      rulesTitle: text,
      servicesTitle: named,
      technologiesTitle: text,
      productsTitle: text,
      visitTitle: named,
      testText: text,
      testLabel: named,
      whatsappLabel: text,
      whatsappMessage: named,
      linksTitle: text,
      linksText: text,
    })
    .strict();

  return { "emirates.json": z.array(emirate).min(1), "emirate-page.json": emiratePage };
}
