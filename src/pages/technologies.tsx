import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { TechnologyCard } from "../components/technology/technology-card";
import { BannerPageSeo } from "../components/seo";
import { pageLanguage, useDictionary } from "../i18n/language-context";

export default function TechnologiesPage({ data }: PageProps<Queries.TechnologiesPageQuery>) {
  const banner = data.pageBanners?.technologies;
  const { technology } = useDictionary();
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title={technology.indexTitle}>
        <CardGrid>
          {data.allTechnology.nodes.map((technology) => (
            <TechnologyCard key={technology.slug} technology={technology} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.TechnologiesPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.pageBanners?.technologies}
      name={page.dictionary.seo.technologies}
      pathname={location.pathname}
    />
  );
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
    allTechnology(sort: { order: ASC }) {
      nodes {
        ...TechnologyCard
      }
    }
  }
`;
