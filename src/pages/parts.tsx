import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { PartsCatalogue } from "../components/parts/parts-catalogue";
import { BannerPageSeo } from "../components/seo";
import { productList } from "../lib/structured-data";
import { productPath } from "../lib/routes";
import { groupByCategory } from "../lib/catalogue";

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

export function Head({ data, location }: HeadProps<Queries.PartsPageQuery>) {
  return (
    <BannerPageSeo
      banner={data.pageBanners?.parts}
      name="Parts"
      pathname={location.pathname}
      jsonLd={[
        // In the order the page shows them: grouped by category.
        productList(
          data.site?.siteMetadata?.siteUrl ?? "",
          groupByCategory(data.allProduct.nodes).flatMap((group) => group.products),
          productPath,
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
    allProduct {
      nodes {
        ...ProductCard
      }
    }
  }
`;
