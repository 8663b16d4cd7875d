import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { IndustryCard } from "../components/industry/industry-card";
import { Seo } from "../components/seo";

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  const banner = data.pageBanners?.industries;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title="Industries we serve">
        <CardGrid>
          {data.allIndustry.nodes.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.IndustriesPageQuery>) {
  const banner = data.pageBanners?.industries;
  return (
    <Seo
      title={banner?.title ?? "Industries"}
      description={banner?.text ?? ""}
      pathname={location.pathname}
      image={banner?.image.publicURL}
      breadcrumbs={[{ name: "Industries", path: location.pathname }]}
    />
  );
}

export const query = graphql`
  query IndustriesPage {
    pageBanners {
      industries {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    allIndustry {
      nodes {
        ...IndustryCard
      }
    }
  }
`;
