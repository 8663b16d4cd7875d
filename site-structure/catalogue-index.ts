/**
 * The parts catalogue's index: every product's card and dialog fields in one language, a
 * static JSON file per language written at build time (public/static/catalogue-<language>-<hash>.json,
 * cached for good like the other files under /static/: its name changes with its content).
 *
 * /parts/ carries in its page data only what its first view shows (the first products of
 * each category, src/lib/catalogue-first-view.ts); the page fetches this file when the
 * visitor needs more: a search, a category, a product that the first view lacks.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Language } from "../src/lib/languages";

/**
 * The fields of src/components/parts/product-card.tsx's ProductCard fragment (the same
 * image arguments, so no image is made twice) and the English name the search also matches, in
 * the catalogue's order. (Written out: gatsby-node's queries cannot use the fragments of src/.)
 */
export const CATALOGUE_INDEX_QUERY = `
  query CatalogueIndex {
    allProduct(sort: { order: ASC }) {
      nodes {
        slug
        name
        category
        description
        summary
        features
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 400, aspectRatio: 1, outputPixelDensities: [1, 2])
          }
        }
        englishName: name(language: "en")
      }
    }
  }
`;

/** What CATALOGUE_INDEX_QUERY returns, as far as the build reads it (the rest goes into the file as it is). */
export interface CatalogueIndexResult {
  allProduct: { nodes: Array<{ slug: string; category: string } & Record<string, unknown>> };
}

/** The index file of a language: its site path and its text. */
export function catalogueIndexFile(language: Language, products: readonly unknown[]): { url: string; text: string } {
  const text = JSON.stringify({ products });
  const hash = crypto.createHash("sha256").update(text).digest("hex").slice(0, 12);
  return { url: `/static/catalogue-${language}-${hash}.json`, text };
}

/** Writes the file under public/ (the site path is relative to it). */
export function writeCatalogueIndex(publicDir: string, file: { url: string; text: string }): void {
  const target = path.join(publicDir, file.url);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, file.text);
}
