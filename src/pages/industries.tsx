import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { IndustryCard } from "../components/industry/industry-card";
import { BannerPageSeo } from "../components/seo";

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  const banner = data.pageBanners?.industries;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title="Sectors we design, supply and service systems for">
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
  return <BannerPageSeo banner={data.pageBanners?.industries} name="Industries" pathname={location.pathname} />;
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
