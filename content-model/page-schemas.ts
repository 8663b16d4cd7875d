/**
 * The schemas of the files that describe one page or section each (data/home.json,
 * about.json, certifications.json, clients.json, video-tour.json, product-page.json,
 * pages.json), for buildSchemas (content-schema.ts).
 */
import { z } from "zod";
import { exactly, slotted, slug, text } from "./schema-parts";
import { HERO_BUTTONS } from "../src/lib/constants";

/** `img`, `titledImage`, `titleText`: buildSchemas' picture and groups; `withFacts` as there. */
export function pageSchemas(
  img: z.ZodTypeAny,
  titledImage: z.ZodTypeAny,
  titleText: z.ZodTypeAny,
  withFacts: (text: string) => string,
) {
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
            button: z.enum(HERO_BUTTONS, {
              errorMap: () => ({ message: "must be 'call' (the button says Call Us) or 'contact' (Get In Touch)" }),
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

  return { home, about, certifications, clients, videoTour, productPage, pages };
}
