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
import { BOOKING_SLOTS, DEFAULT_FAQ_COUNT, PRODUCT_CATEGORIES } from "../src/lib/constants";
import { WEEKDAYS } from "../src/lib/opening-hours";
import { templateSlots } from "../src/lib/template";

export type ImageExists = (relativePath: string) => boolean;

const text = z
  .string({ required_error: "is required", invalid_type_error: "must be text" })
  .trim()
  .min(1, "must not be empty");

const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const clockTime = text.regex(CLOCK_TIME, "must be a 24-hour time such as 08:00");

const slug = text.regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/, "must be a slug: letters, digits and single hyphens");

const isoDate = text.superRefine((value, ctx) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    ctx.addIssue({ code: "custom", message: "must be a date written YYYY-MM-DD" });
    return;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || !parsed.toISOString().startsWith(value)) {
    ctx.addIssue({ code: "custom", message: "must be a real calendar date (YYYY-MM-DD)" });
  }
});

const url = text.url("must be a full URL starting with https://");

function image(imageExists: ImageExists) {
  return text
    .regex(/^\.{1,2}\/.+\.(jpe?g|png|webp)$/i, "must be a relative path to a .jpg, .png or .webp file")
    .refine(imageExists, (value) => ({ message: `image file not found: ${value}` }));
}

/**
 * A text the page completes (src/lib/template.ts): it may name only the slots in
 * `allowed`, written [slot], and must name each of `required`.
 */
function slotted(allowed: readonly string[], required: readonly string[] = []) {
  const list = (names: readonly string[]) => names.map((name) => `[${name}]`).join(", ");
  return text.superRefine((value, ctx) => {
    const names = templateSlots(value);
    const missing = required.filter((name) => !names.includes(name));
    if (missing.length > 0) ctx.addIssue({ code: "custom", message: `must name ${list(missing)}` });
    for (const name of names.filter((slot) => !allowed.includes(slot))) {
      ctx.addIssue({ code: "custom", message: `unknown slot [${name}]; this text may use ${list(allowed)}` });
    }
  });
}

function exactly<T extends z.ZodTypeAny>(item: T, count: number) {
  return z.array(item).length(count, `must have exactly ${count} items`);
}

/**
 * A list (the field `field`) whose items differ by `key`, ignoring case: a repeat is reported at
 * the item that repeats, e.g. field "specs.3.label": duplicate, "Flow rate" is already used by specs.0.
 */
function distinct<T>(
  field: string,
  list: z.ZodType<T[], z.ZodTypeDef, unknown>,
  key: (item: T) => string,
  keyField?: string,
) {
  return list.superRefine((items, ctx) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const value = key(item);
      // "Flow rate" and "Flow Rate" would still read as the same row to a visitor.
      const first = seen.get(value.toLowerCase());
      if (first === undefined) seen.set(value.toLowerCase(), index);
      else
        ctx.addIssue({
          code: "custom",
          path: keyField ? [index, keyField] : [index],
          message: `duplicate, "${value}" is already used by ${field}.${first}`,
        });
    });
  });
}

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

  const step = z.object({ title: text, description: text }).strict();
  const home = z
    .object({
      /** The home page's title in search results and shared links (the company's short name follows). */
      title: text.refine(
        (title) => withFacts(title).length <= 47,
        "must be at most 47 characters (60 with the company's short name after it)",
      ),
      heroSlides: exactly(
        z
          .object({
            title: text,
            text,
            buttonLabel: z.enum(["Call Us", "Get In Touch"], {
              errorMap: () => ({ message: "must be 'Call Us' or 'Get In Touch'" }),
            }),
            image: img,
            imageAlt: text,
          })
          .strict(),
        3,
      ),
      intro: titledImage,
      technologies: z.object({ title: text, text, featured: exactly(slug, 6) }).strict(),
      journey: z.object({ title: text, text, steps: exactly(step, 4) }).strict(),
      industries: titleText,
      video: titleText,
      gallery: z.object({ title: text, text, products: exactly(slug, 6) }).strict(),
      quality: z.object({ title: text, text, points: z.array(text).min(1), image: img, imageAlt: text }).strict(),
      blog: titleText,
      values: z.object({ title: text, steps: exactly(step, 4) }).strict(),
      clients: z.object({ title: text }).strict(),
      reviews: titleText,
    })
    .strict();

  const about = z
    .object({
      banner: titledImage,
      story: z.object({ title: text, paragraphs: z.array(text).min(1), image: img, imageAlt: text }).strict(),
      heroBanner: titledImage,
      pillars: exactly(titleText, 3),
      clients: z.object({ title: text }).strict(),
    })
    .strict();

  /** Shown on the home page and every technology page. */
  const certifications = z
    .object({ title: text, text, items: exactly(z.object({ name: text, image: img }).strict(), 6) })
    .strict();

  /** The client carousels of the home and about pages; each page titles its own section. */
  const clients = exactly(z.object({ name: text, logo: img }).strict(), 6);

  /** The one video of an installation: the home page's video and every technology page's tour. */
  const videoTour = z
    .object({
      youtubeId: text.regex(/^[\w-]{11}$/, "must be an 11-character YouTube id"),
      title: text,
      poster: img,
      posterAlt: text,
    })
    .strict();

  /** The product pages' own words (src/templates/product.tsx) and the contact form's quote request. */
  const productPage = z
    .object({
      breadcrumbLabel: text,
      featuresTitle: text,
      specsTitle: text,
      specsNote: text,
      technologiesTitle: text,
      relatedTitle: slotted(["category"], ["category"]),
      quoteLabel: text,
      whatsappLabel: text,
      fullDetailsLabel: text,
      quoteMessage: slotted(["product"], ["product"]),
    })
    .strict();

  const pages = z
    .object({
      technologies: titledImage,
      industries: titledImage,
      blogs: titledImage,
      parts: titledImage,
      contact: titledImage,
      notFound: titledImage,
    })
    .strict();

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

  /**
   * The free water test page and its booking form (data/water-test.json). Texts the page
   * fills in name their slots in square brackets ("Thank you, [name]."); each may use
   * only the slots listed for it. The time windows are checked against the company's
   * opening hours by validate-content.ts (they are in another file). A missing group of
   * fields reads "is required", like a missing text.
   */
  const group = <T extends z.ZodRawShape>(shape: T) =>
    z.object(shape, { required_error: "is required", invalid_type_error: "must be a group of fields" });
  const options = z
    .array(group({ value: slug, label: text }).strict())
    .min(2, "must offer at least two options")
    .refine(
      (list) => new Set(list.map((option) => option.value)).size === list.length,
      "each option needs its own value",
    );
  const missingOnly = group({ missing: text }).strict();
  const timeWindow = group({ value: slug, label: text, from: clockTime, to: clockTime })
    .strict()
    .refine((window) => !(CLOCK_TIME.test(window.from) && CLOCK_TIME.test(window.to)) || window.to > window.from, {
      message: "to must be later than from",
      path: ["to"],
    });
  const waterTest = group({
    /** The header's button to the page, on every page. */
    headerLabel: text.refine(
      (label) => withFacts(label).length <= 20,
      "must be at most 20 characters (it shares a phone's header with the logo)",
    ),
    /** The band that offers the test on the home page and the product pages. */
    promo: group({ title: text, text, label: text }).strict(),
    seo: group({
      title: text.refine(
        (title) => withFacts(title).length <= 47,
        "must be at most 47 characters (60 with the company's short name after it)",
      ),
      description: text.refine((description) => {
        const length = withFacts(description).length;
        return length >= 50 && length <= 160;
      }, "must be 50 to 160 characters, as search results show it"),
      breadcrumb: text,
    }).strict(),
    banner: titledImage,
    visit: group({
      title: text,
      text,
      measurements: z.array(group({ name: text, text }).strict()).min(1),
      report: text,
      lab: text,
    }).strict(),
    cost: group({ title: text, text, note: text }).strict(),
    notThis: group({ title: text, text, points: z.array(text).min(1) }).strict(),
    alternatives: group({ title: text, text, call: slotted(["phone"]) }).strict(),
    form: group({
      title: text,
      intro: text,
      requiredNote: text,
      optional: text,
      fields: group({
        name: group({ label: text, errors: missingOnly }).strict(),
        phone: group({
          label: text,
          hint: text,
          placeholder: text,
          errors: group({ empty: text, format: text, notMobile: text }).strict(),
        }).strict(),
        email: group({ label: text, hint: text, errors: group({ format: text }).strict() }).strict(),
        emirate: group({ label: text, placeholder: text, errors: missingOnly }).strict(),
        area: group({ label: text, placeholder: text, errors: missingOnly }).strict(),
        propertyType: group({ legend: text, options, errors: missingOnly }).strict(),
        waterSource: group({ legend: text, options, errors: missingOnly }).strict(),
        concerns: group({ legend: text, hint: text, options, errors: missingOnly }).strict(),
        date: group({
          label: text,
          hint: slotted(["openingHours", "maxDays"]),
          errors: group({
            missing: text,
            invalid: text,
            past: text,
            tooFar: slotted(["maxDays"]),
            closedDay: slotted(["day"]),
          }).strict(),
        }).strict(),
        timeWindow: group({
          label: text,
          placeholder: text,
          windows: z
            .array(timeWindow)
            .min(1, "must offer at least one time window")
            .refine(
              (windows) => windows.every((window, index) => index === 0 || window.from >= windows[index - 1].to),
              "must be in the order of the day, none starting before the one above it ends",
            ),
          errors: missingOnly,
        }).strict(),
        consent: group({ label: text, errors: missingOnly }).strict(),
      }).strict(),
      honeypot: text,
      submit: group({ idle: text, sending: text, sent: text }).strict(),
      confirmation: slotted(BOOKING_SLOTS),
      whatsapp: group({ text, link: text, newTab: text, message: slotted(BOOKING_SLOTS) }).strict(),
      failure: group({
        title: text,
        kept: text,
        whatsapp: text,
        call: slotted(["phone"]),
        reasons: group({
          rateLimited: text,
          headless: text,
          blocked: text,
          network: text,
          timeout: slotted(["seconds"]),
          server: slotted(["status"]),
          notConfigured: text,
          unexpected: text,
        }).strict(),
      }).strict(),
    }).strict(),
  }).strict();

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
] as const satisfies readonly DataFileName[];
