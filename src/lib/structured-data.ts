import { openingHoursSpecification, type OpeningHours } from "./opening-hours";
import { withoutDirectionMarks } from "./text";

/**
 * JSON-LD builders (schema.org), plain functions of our content so they can be
 * unit-tested. A product is described (name, image, description, brand, category,
 * sku) but offers no price, rating or review: we publish none per product, and
 * invented ones would be misleading.
 */

export interface CompanyFacts {
  name: string;
  /** The business's name in the site's other language (its English name on an Arabic page). */
  alternateName?: string;
  siteUrl: string;
  phone: string;
  email: string;
  openingHours: OpeningHours;
  address: {
    street: string;
    city: string;
    region: string;
    countryCode: string;
    latitude: number;
    longitude: number;
  };
  social: Partial<Record<string, string | null>>;
  claims: { foundedYear: number; rating: number; reviewCount: number };
  /** The emirates served (areaServed), each with its page where it has one. */
  areaServed: readonly (string | AreaServed)[];
}

/** A place served: its name, and the path of its page on the site (an emirate's) where it has one. */
export interface AreaServed {
  name: string;
  path?: string | null;
}

type JsonLd = Record<string, unknown>;

export const absoluteUrl = (siteUrl: string, path: string) => `${siteUrl.replace(/\/$/, "")}${path}`;
const organizationId = (siteUrl: string) => absoluteUrl(siteUrl, "/#organization");

/** An emirate as schema.org's AdministrativeArea, with its page's URL when it has one. */
function administrativeAreas(siteUrl: string, areas: readonly (string | AreaServed)[]): JsonLd[] {
  return areas
    .map((area) => (typeof area === "string" ? { name: area } : area))
    .map(({ name, path }) => ({
      "@type": "AdministrativeArea",
      name,
      ...(path ? { url: absoluteUrl(siteUrl, path) } : {}),
    }));
}

/**
 * The company as a LocalBusiness, in full on the pages that describe the business (home and
 * contact); the other pages name it by its @id (Service, BlogPosting).
 */
export function localBusiness(company: CompanyFacts, logoPath: string): JsonLd {
  const sameAs = Object.values(company.social).filter((url): url is string => Boolean(url));
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": organizationId(company.siteUrl),
    name: company.name,
    // On an Arabic page the business's Arabic name, with its English one beside it.
    ...(company.alternateName ? { alternateName: company.alternateName } : {}),
    url: absoluteUrl(company.siteUrl, "/"),
    logo: absoluteUrl(company.siteUrl, logoPath),
    image: absoluteUrl(company.siteUrl, logoPath),
    telephone: company.phone.replace(/\s+/g, ""),
    email: company.email,
    foundingDate: String(company.claims.foundedYear),
    address: {
      "@type": "PostalAddress",
      streetAddress: company.address.street,
      addressLocality: company.address.city,
      addressRegion: company.address.region,
      addressCountry: company.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: company.address.latitude,
      longitude: company.address.longitude,
    },
    areaServed: administrativeAreas(company.siteUrl, company.areaServed),
    openingHoursSpecification: [openingHoursSpecification(company.openingHours)],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The site itself, on the home page at the domain's root: the name search results show for
 * the site (Google reads it there only), with the company's full name and its other
 * language's name as alternates.
 */
export function webSite(siteUrl: string, name: string, alternateNames: readonly string[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": absoluteUrl(siteUrl, "/#website"),
    name,
    alternateName: alternateNames.filter((alternate) => alternate && alternate !== name),
    url: absoluteUrl(siteUrl, "/"),
    publisher: { "@id": organizationId(siteUrl) },
  };
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home > ... > this page, for inner pages. */
export function breadcrumbList(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function blogPosting(
  siteUrl: string,
  article: { title: string; description: string; date: string; path: string; image?: string | null },
  publisher: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    // The articles carry no revision date: the publication date is the last change.
    dateModified: article.date,
    mainEntityOfPage: absoluteUrl(siteUrl, article.path),
    url: absoluteUrl(siteUrl, article.path),
    ...(article.image ? { image: absoluteUrl(siteUrl, article.image) } : {}),
    author: { "@type": "Organization", "@id": organizationId(siteUrl), name: publisher },
    publisher: { "@type": "Organization", "@id": organizationId(siteUrl), name: publisher },
  };
}

export function service(
  siteUrl: string,
  technology: { name: string; description: string; path: string; image?: string | null },
  areaServed: readonly (string | AreaServed)[],
  provider: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: technology.name,
    serviceType: technology.name,
    description: technology.description,
    url: absoluteUrl(siteUrl, technology.path),
    ...(technology.image ? { image: absoluteUrl(siteUrl, technology.image) } : {}),
    provider: { "@type": "LocalBusiness", "@id": organizationId(siteUrl), name: provider },
    areaServed: administrativeAreas(siteUrl, areaServed),
  };
}

/** A product's page: what Google documents for Product, without offers, ratings or reviews. */
export function product(
  siteUrl: string,
  item: {
    slug: string;
    name: string;
    description: string;
    category: string;
    path: string;
    image?: string | null;
    brand: string;
  },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    "@id": absoluteUrl(siteUrl, `${item.path}#product`),
    name: item.name,
    description: item.description,
    sku: item.slug,
    category: item.category,
    url: absoluteUrl(siteUrl, item.path),
    ...(item.image ? { image: absoluteUrl(siteUrl, item.image) } : {}),
    brand: { "@type": "Brand", name: item.brand },
  };
}

/**
 * Serialises JSON-LD for a <script> element, escaping "<" so content cannot close the tag.
 * Machines read it, not eyes: the texts lose the direction marks an Arabic page's text
 * carries around numbers and measurements (withoutDirectionMarks).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return withoutDirectionMarks(JSON.stringify(data)).replace(/</g, "\\u003c");
}
