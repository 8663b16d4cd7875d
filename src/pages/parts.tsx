import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { ProductCard } from "../components/parts/product-card";
import { Seo } from "../components/seo";
import { CATEGORY_LABELS, groupByCategory } from "../lib/catalogue";

export default function PartsPage({ data }: PageProps<Queries.PartsPageQuery>) {
  const banner = data.pageBanners?.parts;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      {groupByCategory(data.allProduct.nodes).map((group, index) => (
        <Section
          key={group.category}
          id={`category-${group.category}`}
          title={`${CATEGORY_LABELS[group.category]} products`}
          tone={index % 2 === 1 ? "alt" : "plain"}
        >
          <CardGrid>
            {group.products.map((product) => (
              <ProductCard key={product.slug} product={product} />
            ))}
          </CardGrid>
        </Section>
      ))}
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.PartsPageQuery>) {
  const banner = data.pageBanners?.parts;
  return <Seo title={banner?.title ?? "Parts"} description={banner?.text ?? ""} pathname={location.pathname} />;
}

export const query = graphql`
  query PartsPage {
    pageBanners {
      parts {
        ...PageBanner
      }
    }
    allProduct {
      nodes {
        ...ProductCard
      }
    }
  }
`;
