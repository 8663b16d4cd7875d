import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { TechnologyCard } from "../components/technology/technology-card";
import { BannerPageSeo } from "../components/seo";

export default function TechnologiesPage({ data }: PageProps<Queries.TechnologiesPageQuery>) {
  const banner = data.pageBanners?.technologies;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title="Water treatment technologies we design, supply and service">
        <CardGrid>
          {data.allTechnology.nodes.map((technology) => (
            <TechnologyCard key={technology.slug} technology={technology} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.TechnologiesPageQuery>) {
  return <BannerPageSeo banner={data.pageBanners?.technologies} name="Technologies" pathname={location.pathname} />;
}

export const query = graphql`
  query TechnologiesPage {
    pageBanners {
      technologies {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    allTechnology {
      nodes {
        ...TechnologyCard
      }
    }
  }
`;
