import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { IndustryCard } from "../components/industry/industry-card";
import { BannerPageSeo } from "../components/seo";
import { pageLanguage, useDictionary } from "../i18n/language-context";

export default function IndustriesPage({ data }: PageProps<Queries.IndustriesPageQuery>) {
  const banner = data.pageBanners?.industries;
  const { industries } = useDictionary();
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title={industries.title}>
        <CardGrid>
          {data.allIndustry.nodes.map((industry) => (
            <IndustryCard key={industry.slug} industry={industry} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.IndustriesPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.pageBanners?.industries}
      name={page.dictionary.seo.industries}
      pathname={location.pathname}
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
    allIndustry(sort: { order: ASC }) {
      nodes {
        ...IndustryCard
      }
    }
  }
`;
