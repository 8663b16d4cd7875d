/**
 * A product page's "Request a quote" opens the contact form at /contact/?quote=<slug>
 * (src/lib/routes.ts quotePath) with the service and a message naming the product filled
 * in. Pure: the contact page gives the URL's query, the products and the message template.
 */
import { QUOTE_PRODUCT_PARAM } from "./routes";
import { fillTemplate } from "./template";

export interface QuotableProduct {
  slug: string;
  name: string;
  /** Its technologies, the main one first: the contact form's service. */
  technologies: ReadonlyArray<{ name: string }>;
}

/** The contact form's fields to fill in, by their names. */
export interface QuotePrefill {
  /** One of the form's services, or "" when the product's technology is not one. */
  service: string;
  message: string;
}

/** What to fill in for the product the query names; null without one or for an unknown slug. */
export function quotePrefill(
  search: string,
  products: readonly QuotableProduct[],
  services: readonly string[],
  messageTemplate: string,
): QuotePrefill | null {
  const slug = new URLSearchParams(search).get(QUOTE_PRODUCT_PARAM);
  const product = slug ? products.find((candidate) => candidate.slug === slug) : undefined;
  if (!product) return null;
  const service = product.technologies.map((technology) => technology.name).find((name) => services.includes(name));
  return {
    service: service ?? "",
    message: fillTemplate(messageTemplate, { product: product.name }),
  };
}
