import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { PartsCatalogue } from "../components/parts/parts-catalogue";
import { BannerPageSeo } from "../components/seo";
import { productList } from "../lib/structured-data";
import { productPath } from "../lib/routes";
import { groupByCategory } from "../lib/catalogue";
import { localizedPath } from "../lib/languages";
import { pageLanguage } from "../i18n/language-context";

export default function PartsPage({ data, location }: PageProps<Queries.PartsPageQuery>) {
  const banner = data.pageBanners?.parts;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <PartsCatalogue
        products={data.allProduct.nodes}
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
      jsonLd={[
        // In the order the page shows them: grouped by category.
        productList(
          data.site?.siteMetadata?.siteUrl ?? "",
          groupByCategory(data.allProduct.nodes).flatMap((group) => group.products),
          (slug) => localizedPath(productPath(slug), page.language),
        ),
      ]}
    />
  );
}

export const query = graphql`
  query PartsPage {
    pageBanners {
      parts {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    site {
      siteMetadata {
        siteUrl
      }
    }
    company {
      whatsapp
    }
    productPage {
      fullDetailsLabel
    }
    allProduct(sort: { order: ASC }) {
      nodes {
        ...ProductCard
        englishName: name(language: "en")
      }
    }
  }
`;
