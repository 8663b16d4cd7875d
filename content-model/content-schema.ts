/**
 * Zod schemas of every content file an editor touches (data/*.json and the
 * frontmatter of content/blog/*.mdx). They are the single description of what a
 * valid file looks like; validate-content.ts turns their issues into one line per
 * mistake, naming the file, the record and the field.
 *
 * Image fields are checked for existence through `imageExists`, which receives the
 * path exactly as written in the file (relative to that file). Fact tokens ({customers})
 * are checked by validate-content.ts, over every text of a file.
 */
import { z } from "zod";
import { DEFAULT_FAQ_COUNT, PRODUCT_CATEGORIES } from "../src/lib/constants";
import { WEEKDAYS } from "../src/lib/opening-hours";
import { emirateSchemas } from "./emirate-schema";
import { pageSchemas } from "./page-schemas";
import {
  clockTime,
  CLOCK_TIME,
  distinct,
  exactly,
  image,
  isoDate,
  slotted,
  slug,
  text,
  url,
  type ImageExists,
} from "./schema-parts";
import { waterTestSchema } from "./water-test-schema";

export type { ImageExists } from "./schema-parts";
/**
 * `withFacts` gives a text as the pages show it, its {fact} tokens resolved (content-model/facts.ts):
 * length limits apply to that text.
 */
export function buildSchemas(imageExists: ImageExists, withFacts: (text: string) => string = (text) => text) {
  const img = image(imageExists);
  const titledImage = z.object({ title: text, text, image: img, imageAlt: text }).strict();
  const titleText = z.object({ title: text, text }).strict();

  const company = z
    .object({
      name: text,
      shortName: text,
      tagline: text,
      siteUrl: url,
      phone: text.regex(/^\+?[0-9 ]{7,}$/, "must be a phone number such as +971 4 557 2380"),
      email: text.email("must be an e-mail address"),
      whatsapp: text.regex(/^https:\/\/wa\.me\/\d{8,15}$/, "must be a wa.me link: https://wa.me/971XXXXXXXXX"),
      openingHours: z
        .object({
          days: z
            .array(z.enum(WEEKDAYS, { errorMap: () => ({ message: `must be one of ${WEEKDAYS.join(", ")}` }) }))
            .min(1, "must name at least one day")
            .refine(
              (days) =>
                days.every((day, index) => index === 0 || WEEKDAYS.indexOf(day) > WEEKDAYS.indexOf(days[index - 1])),
              "must list each day once, in week order (Monday first)",
            ),
          opens: clockTime,
          closes: clockTime,
        })
        .strict()
        // Compared only once both are times (a wrong one has its own message already).
        .refine(
          (hours) => !(CLOCK_TIME.test(hours.opens) && CLOCK_TIME.test(hours.closes)) || hours.closes > hours.opens,
          { message: "closes must be later than opens", path: ["closes"] },
        ),
      address: z
        .object({
          street: text,
          city: text,
          region: text,
          country: text,
          countryCode: text.length(2, "must be a two-letter country code"),
          latitude: z.number().min(-90).max(90),
          longitude: z.number().min(-180).max(180),
        })
        .strict(),
      social: z
        .object({
          facebook: url.optional(),
          instagram: url.optional(),
          linkedin: url.optional(),
          youtube: url.optional(),
          x: url.optional(),
          tiktok: url.optional(),
        })
        .strict(),
      claims: z
        .object({
          foundedYear: z.number().int().min(1900),
          countries: z.number().int().positive(),
          continents: z.number().int().positive(),
          customers: z.number().int().positive(),
          installations: z.number().int().positive(),
          certification: text,
          reviewCount: z.number().int().positive(),
          rating: z.number().min(1).max(5),
          ratingLabel: text,
        })
        .strict(),
      areaServed: z.array(text).min(1),
    })
    .strict();

  const workflowStep = z.object({ title: text, description: text, icon: img }).strict();

  const technology = z
    .object({
      slug,
      name: text,
      summary: text,
      hero: z.object({ title: text, description: text, image: img, imageAlt: text }).strict(),
      intro: titledImage,
      points: exactly(titleText, 3),
      benefits: z.object({ title: text, intro: text, points: exactly(text, 4) }).strict(),
      videoTour: z
        .object({
          title: text,
          intro: text,
          heading: text,
          description: text,
          features: exactly(z.object({ heading: text, description: text }).strict(), 4),
        })
        .strict(),
      workflow: exactly(workflowStep, 4),
    })
    .strict();

  const product = z
    .object({
      slug,
      name: text,
      category: z.enum(PRODUCT_CATEGORIES, {
        errorMap: () => ({ message: `must be one of ${PRODUCT_CATEGORIES.join(", ")}` }),
      }),
      /** Slugs of data/technologies.json, main technology first (validate-content.ts checks they exist). */
      technologies: distinct(
        "technologies",
        z.array(slug).min(1, "must name at least one technology").max(3, "must name at most 3 technologies"),
        (technology) => technology,
      ),
      description: text,
      features: z.array(text).min(1, "must list at least one feature"),
      /** The "Typical specifications" table of the product's page: 4 to 8 rows, each label once. */
      specs: distinct(
        "specs",
        z
          .array(z.object({ label: text, value: text }).strict())
          .min(4, "must have at least 4 rows")
          .max(8, "must have at most 8 rows"),
        (spec) => spec.label,
        "label",
      ),
      image: img,
      imageAlt: text,
    })
    .strict();

  const industry = z
    .object({
      slug,
      title: text,
      description: text,
      image: img,
      imageAlt: text,
      homeOrder: z.number().int().positive().nullable(),
    })
    .strict();

  const review = z
    .object({
      name: text,
      company: text,
      date: isoDate,
      rating: z
        .number({ invalid_type_error: "must be a whole number from 1 to 5" })
        .int("must be a whole number from 1 to 5")
        .min(1, "must be from 1 to 5")
        .max(5, "must be from 1 to 5"),
      text,
    })
    .strict();

  const { home, about, certifications, clients, videoTour, productPage, pages } = pageSchemas(
    img,
    titledImage,
    titleText,
    withFacts,
  );

  const article = z
    .object({
      title: text,
      slug,
      legacyPath: text.regex(/^\/[a-z0-9-]+$/, "must be a path such as /blog1"),
      date: isoDate,
      description: text,
      cardText: text,
      banner: img,
      bannerAlt: text,
      faq: z.array(z.object({ question: text, answer: text }).strict()).min(1, "must have at least one question"),
    })
    .strict();

  const waterTest = waterTestSchema(titledImage, withFacts);

  return {
    "company.json": company,
    "technologies.json": z.array(technology).min(1),
    "products.json": z.array(product).min(1),
    "industries.json": z.array(industry).min(1),
    "reviews.json": z.array(review).min(1),
    "home.json": home,
    "about.json": about,
    "pages.json": pages,
    "faq.json": exactly(z.object({ slug, question: text, answer: text }).strict(), DEFAULT_FAQ_COUNT),
    "certifications.json": certifications,
    "clients.json": clients,
    "video-tour.json": videoTour,
    "product-page.json": productPage,
    "water-test.json": waterTest,
    ...emirateSchemas({ text, slug, url, slotted, withFacts, titledImage }),
    article,
  };
}

export type ContentSchemas = ReturnType<typeof buildSchemas>;
export type DataFileName = Exclude<keyof ContentSchemas, "article">;
export const DATA_FILES = [
  "company.json",
  "technologies.json",
  "products.json",
  "industries.json",
  "reviews.json",
  "home.json",
  "about.json",
  "pages.json",
  "faq.json",
  "certifications.json",
  "clients.json",
  "video-tour.json",
  "product-page.json",
  "water-test.json",
  "emirates.json",
  "emirate-page.json",
] as const satisfies readonly DataFileName[];
