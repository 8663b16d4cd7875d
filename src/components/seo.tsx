import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { pageTitle } from "../lib/seo";
import {
  LANGUAGE_INFO,
  LANGUAGES,
  DEFAULT_LANGUAGE,
  localizedPath,
  pathInLanguage,
  type Language,
} from "../lib/languages";
import {
  absoluteUrl,
  breadcrumbList,
  localBusiness,
  serializeJsonLd,
  webSite,
  type Crumb,
} from "../lib/structured-data";
import { emiratesServed } from "../lib/emirates";
import { emiratePath } from "../lib/routes";
import type { PageLanguage } from "../i18n/language-context";

const LOGO_PATH = "/logo-wordmark.png";

/** The JSON-LD types schema.org gives an inLanguage (CreativeWork and its kinds the site uses). */
const CREATIVE_WORKS = ["BlogPosting", "Article", "FAQPage", "WebPage", "CollectionPage"];

export interface SeoProps {
  /**
   * The page's language and dictionary, from its context (pageLanguage): Gatsby renders a
   * page's Head outside the frame's LanguageProvider.
   */
  page: PageLanguage;
  /** The page's own title; the company name is appended. */
  title: string;
  description: string;
  /** The canonical path of the page, e.g. "/technologies/desalination/". */
  pathname: string;
  /** Root-relative URL of the page's sharing image (the logo when absent). */
  image?: string | null;
  /** What the sharing image shows (og:image:alt, twitter:image:alt). */
  imageAlt?: string | null;
  /** An article's publication date (ISO 8601): the page is shared as an article. */
  publishedTime?: string | null;
  /** The trail after Home for inner pages, paths in the page's language; the home page passes none. */
  breadcrumbs?: readonly Crumb[];
  /** Further JSON-LD objects of this page (Service, BlogPosting, Product...). */
  jsonLd?: ReadonlyArray<Record<string, unknown>>;
  /** Not for search results (the 404 page): noindex, and no canonical URL of its own. */
  noIndex?: boolean;
  /**
   * The business's facts (the LocalBusinessFacts fragment of the page's query), on the pages
   * that describe the business (home and contact): they carry its LocalBusiness in full.
   * Other pages name the business by its @id only where they refer to it, and query none of it.
   */
  business?: Queries.LocalBusinessFactsFragment;
  /** The home page: at the domain's root (English) it describes the site itself (WebSite). */
  siteHome?: boolean;
  children?: React.ReactNode;
}

/** Head tags of every page: title, description, canonical URL, social cards and JSON-LD. */
export function Seo({
  page,
  title,
  description,
  pathname,
  image,
  imageAlt,
  publishedTime,
  breadcrumbs,
  jsonLd = [],
  noIndex = false,
  business,
  siteHome = false,
  children,
}: SeoProps) {
  // Every page's facts: the site's URL and name, and the business's short name for the title.
  // A static query has no page language: the page's language picks the Arabic short name.
  const { site, company, arabicCompany } = useStaticQuery<Queries.SeoFactsQuery>(graphql`
    query SeoFacts {
      site {
        siteMetadata {
          title
          siteUrl
        }
      }
      company {
        shortName
      }
      arabicCompany: company {
        shortName(language: "ar")
      }
    }
  `);
  const shortName = (page.language === "ar" ? arabicCompany : company)?.shortName;
  const siteTitle = site?.siteMetadata?.title ?? "";
  const siteUrl = site?.siteMetadata?.siteUrl ?? "";
  const fullTitle = pageTitle(title, shortName ?? siteTitle, page.dictionary.seo.pageTitle);
  const url = absoluteUrl(siteUrl, pathname);
  const imageUrl = absoluteUrl(siteUrl, image ?? LOGO_PATH);
  const structured = [
    ...(siteHome && page.language === DEFAULT_LANGUAGE && shortName
      ? [webSite(siteUrl, shortName, [siteTitle, arabicCompany?.shortName ?? ""])]
      : []),
    ...(business?.business ? [localBusiness(businessFacts(business, page.language), LOGO_PATH)] : []),
    ...(breadcrumbs && breadcrumbs.length > 0
      ? [
          breadcrumbList(siteUrl, [
            { name: page.dictionary.seo.home, path: localizedPath("/", page.language) },
            ...breadcrumbs,
          ]),
        ]
      : []),
    // The page's own creative works (an article, its FAQ) say which language they are in;
    // schema.org has no inLanguage for a product, a service or a list.
    ...jsonLd.map((item) =>
      CREATIVE_WORKS.includes(String(item["@type"])) ? { ...item, inLanguage: LANGUAGE_INFO[page.language].tag } : item,
    ),
  ];
  const { language } = page;
  const { tag, dir, ogLocale } = LANGUAGE_INFO[language];
  return (
    <>
      {/* The document's language and direction, per page (Gatsby's Head sets <html> attributes). */}
      <html lang={tag} dir={dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noIndex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      {/* The same page in every language, and English for any other (x-default). */}
      {!noIndex &&
        LANGUAGES.map((other) => (
          <link
            key={other}
            rel="alternate"
            hrefLang={LANGUAGE_INFO[other].tag}
            href={absoluteUrl(siteUrl, pathInLanguage(pathname, other))}
          />
        ))}
      {!noIndex && (
        <link
          rel="alternate"
          hrefLang="x-default"
          href={absoluteUrl(siteUrl, pathInLanguage(pathname, DEFAULT_LANGUAGE))}
        />
      )}
      <meta property="og:type" content={publishedTime ? "article" : "website"} />
      {publishedTime && <meta property="article:published_time" content={publishedTime} />}
      <meta property="og:site_name" content={siteTitle} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      {!noIndex && <meta property="og:url" content={url} />}
      <meta property="og:locale" content={ogLocale} />
      {LANGUAGES.filter((other) => other !== language).map((other) => (
        <meta key={other} property="og:locale:alternate" content={LANGUAGE_INFO[other].ogLocale} />
      ))}
      <meta property="og:image" content={imageUrl} />
      {imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      {imageAlt && <meta name="twitter:image:alt" content={imageAlt} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} />
      {children}
    </>
  );
}

export interface BannerPageSeoProps {
  page: PageLanguage;
  /** The page's banner: its title and text are the page's title and description, its image the sharing image. */
  banner:
    { title: string; text: string; imageAlt?: string | null; image: { publicURL?: string | null } } | null | undefined;
  /** The page's name in the breadcrumb (the dictionary's seo), and its title if the banner is missing. */
  name: string;
  pathname: string;
  jsonLd?: SeoProps["jsonLd"];
  business?: SeoProps["business"];
}

/** The Head of a top-level page that opens with a banner (about, blogs, contact, industries, parts, technologies). */
export function BannerPageSeo({ page, banner, name, pathname, jsonLd, business }: BannerPageSeoProps) {
  return (
    <Seo
      page={page}
      title={banner?.title ?? name}
      description={banner?.text ?? ""}
      pathname={pathname}
      image={banner?.image.publicURL}
      imageAlt={banner?.imageAlt}
      breadcrumbs={[{ name, path: pathname }]}
      jsonLd={jsonLd}
      business={business}
    />
  );
}

/**
 * The business's facts for its LocalBusiness, read by the page's query in the page's language:
 * the pages that describe the business spread it (home and contact).
 */
export const localBusinessFacts = graphql`
  fragment LocalBusinessFacts on Query {
    business: company {
      name
      englishName: name(language: "en")
      siteUrl
      phone
      email
      openingHours {
        days
        opens
        closes
      }
      areaServed
      address {
        street
        city
        region
        countryCode
        latitude
        longitude
      }
      social {
        ...SocialProfiles
      }
      claims {
        foundedYear
        rating
        reviewCount
      }
    }
    businessEmirates: allEmirate(sort: { order: ASC }) {
      nodes {
        slug
        name
      }
    }
  }
`;

/** The LocalBusiness's facts: each emirate served with its page, and on a translated page the English name beside. */
function businessFacts({ business, businessEmirates }: Queries.LocalBusinessFactsFragment, language: Language) {
  const { englishName, ...facts } = business!;
  const areaServed = emiratesServed(facts.areaServed, businessEmirates.nodes).map(({ name, slug }) => ({
    name,
    path: slug ? localizedPath(emiratePath(slug), language) : null,
  }));
  return { ...facts, areaServed, ...(language === DEFAULT_LANGUAGE ? {} : { alternateName: englishName }) };
}
