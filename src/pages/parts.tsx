import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { PartsCatalogue } from "../components/parts/parts-catalogue";
import { BannerPageSeo } from "../components/seo";
import { firstViewOf, type CategoryCounts } from "../lib/catalogue";
import { pageLanguage } from "../i18n/language-context";

/** What gatsby-node.ts gives /parts/: the index file, the first view's products and each category's count. */
export interface PartsPageContext {
  catalogueIndex?: string;
  firstView?: string[];
  categoryCounts?: CategoryCounts;
}

export default function PartsPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.PartsPageQuery, PartsPageContext>) {
  const banner = data.pageBanners?.parts;
  const products = data.allProduct.nodes;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <PartsCatalogue
        firstView={products}
        counts={pageContext.categoryCounts ?? firstViewOf(products).counts}
        indexUrl={pageContext.catalogueIndex}
        whatsapp={data.company?.whatsapp ?? ""}
        fullDetailsLabel={data.productPage?.fullDetailsLabel ?? ""}
        pathname={location.pathname}
        locationKey={location.key}
      />
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.PartsPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.pageBanners?.parts}
      name={page.dictionary.seo.parts}
      pathname={location.pathname}
    />
  );
}

export const query = graphql`
  query PartsPage($firstView: [String!]) {
    pageBanners {
      parts {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    company {
      whatsapp
    }
    productPage {
      fullDetailsLabel
    }
    allProduct(filter: { slug: { in: $firstView } }, sort: { order: ASC }) {
      nodes {
        ...ProductCard
        englishName: name(language: "en")
      }
    }
  }
`;
