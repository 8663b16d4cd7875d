import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { imageData } from "../components/ui/image";
import { Section } from "../components/ui/section";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { CardGrid } from "../components/ui/card-grid";
import { ProductSummary } from "../components/product/product-summary";
import { FeatureList } from "../components/product/feature-list";
import { SpecTable } from "../components/product/spec-table";
import { LinkList } from "../components/ui/link-list";
import { ProductTile } from "../components/parts/product-tile";
import { WaterTestPromo } from "../components/water-test/water-test-promo";
import { Seo } from "../components/seo";
import { categoryLabel, isCategoryFilter } from "../lib/catalogue";
import { productEnquiry, whatsappHref } from "../lib/contact-links";
import { product as productJsonLd } from "../lib/structured-data";
import { fillTemplate } from "../lib/template";
import { metaDescription } from "../lib/seo";
import { NAV_PATHS, quotePath, technologyPath } from "../lib/routes";
import { partsCategoryPath } from "../lib/catalogue-query";
import { localizedPath } from "../lib/languages";
import { pageLanguage, useDictionary, useLanguage, type PageLanguage } from "../i18n/language-context";
import * as styles from "./product.module.css";

interface ProductContext {
  slug: string;
  /** The product's page in the page's language (site-structure/language-pages.ts). */
  canonicalPath: string;
  /** Its related products' node ids, for the page query (gatsby-node.ts, relatedInCategory). */
  related: string[];
}

/** The trail from Home to a product: Home > Parts > its category > the product, in the page's language. */
function crumbs(product: { name: string; category: string }, path: string, { language, dictionary }: PageLanguage) {
  const { seo, parts } = dictionary;
  const category = isCategoryFilter(product.category)
    ? [{ name: categoryLabel(product.category, parts.categories), to: partsCategoryPath(product.category) }]
    : [];
  return [{ name: seo.home, to: NAV_PATHS.home }, { name: seo.parts, to: NAV_PATHS.parts }, ...category]
    .map((crumb) => ({ ...crumb, to: localizedPath(crumb.to, language) }))
    .concat({ name: product.name, to: path });
}

/** A product's own page (/parts/<slug>/): what it is, what it is built on, its figures, and how to ask. */
export default function ProductTemplate({ data, pageContext }: PageProps<Queries.ProductPageQuery, ProductContext>) {
  const { product, productPage: words, company } = data;
  const dictionary = useDictionary();
  const language = useLanguage();
  if (!product || !words || !company) return null;
  const category = categoryLabel(product.category, dictionary.parts.categories);
  const enquiry = productEnquiry(product.name, dictionary.product.whatsappEnquiry);
  return (
    <>
      <Section id="product">
        <Breadcrumb
          label={words.breadcrumbLabel}
          crumbs={crumbs(product, pageContext.canonicalPath, { language, dictionary })}
        />
        <div className={styles.summary}>
          <ProductSummary
            name={product.name}
            category={category}
            description={product.description}
            image={imageData(product.image)}
            imageAlt={product.imageAlt}
            quote={{ to: localizedPath(quotePath(product.slug), language), label: words.quoteLabel }}
            whatsapp={{ to: whatsappHref(company.whatsapp, enquiry), label: words.whatsappLabel }}
          >
            <LinkList
              heading="h2"
              title={words.technologiesTitle}
              links={product.technologies.map((technology) => ({
                to: localizedPath(technologyPath(technology.slug), language),
                label: technology.name,
              }))}
            />
          </ProductSummary>
        </div>
      </Section>
      <Section tone="alt" id="specifications">
        <div className={styles.details}>
          <div>
            <h2 className={styles.featuresTitle}>{words.featuresTitle}</h2>
            <FeatureList features={product.features} />
          </div>
          <SpecTable title={words.specsTitle} note={words.specsNote} specs={product.specs} />
        </div>
      </Section>
      {data.waterTestPage && <WaterTestPromo promo={data.waterTestPage.promo} />}
      {data.related.length > 0 && (
        <Section id="related-products" title={fillTemplate(words.relatedTitle, { category: category.toLowerCase() })}>
          <CardGrid>
            {data.related.map((other) => (
              <ProductTile key={other.slug} product={other} />
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ProductPageQuery, ProductContext>) {
  const { product, site, company } = data;
  if (!product) return null;
  const path = pageContext.canonicalPath;
  const page = pageLanguage(pageContext);
  const trail = crumbs(product, path, page).slice(1);
  return (
    <Seo
      page={page}
      title={product.name}
      description={metaDescription(product.summary)}
      pathname={path}
      image={product.image.publicURL}
      imageAlt={product.imageAlt}
      breadcrumbs={trail.map((crumb) => ({ name: crumb.name, path: crumb.to }))}
      jsonLd={[
        productJsonLd(site?.siteMetadata?.siteUrl ?? "", {
          slug: product.slug,
          name: product.name,
          description: product.description,
          category: categoryLabel(product.category, page.dictionary.parts.categories),
          path,
          image: product.image.publicURL,
          brand: company?.name ?? "",
        }),
      ]}
    />
  );
}

export const query = graphql`
  query ProductPage($slug: String!, $related: [String!]!) {
    product(slug: { eq: $slug }) {
      slug
      name
      category
      description
      summary
      features
      imageAlt
      image {
        publicURL
        childImageSharp {
          gatsbyImageData(width: 560, aspectRatio: 1, outputPixelDensities: [1, 2])
        }
      }
      specs {
        label
        value
      }
      technologies {
        slug
        name
      }
    }
    related: productsById(ids: $related) {
      ...ProductTile
    }
    productPage {
      breadcrumbLabel
      featuresTitle
      specsTitle
      specsNote
      technologiesTitle
      relatedTitle
      quoteLabel
      whatsappLabel
    }
    waterTestPage {
      promo {
        ...WaterTestPromo
      }
    }
    company {
      name
      whatsapp
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
  }
`;
