import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { ArticleCard } from "../components/blog/article-card";
import { BannerPageSeo } from "../components/seo";

export default function BlogsPage({ data }: PageProps<Queries.BlogsPageQuery>) {
  const banner = data.pageBanners?.blogs;
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title="Latest articles">
        <CardGrid>
          {data.allMdx.nodes.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location }: HeadProps<Queries.BlogsPageQuery>) {
  return <BannerPageSeo banner={data.pageBanners?.blogs} name="Blogs" pathname={location.pathname} />;
}

export const query = graphql`
  query BlogsPage {
    pageBanners {
      blogs {
        ...PageBanner
        image {
          publicURL
        }
      }
    }
    allMdx(filter: { frontmatter: { translationOf: { eq: null } } }, sort: { frontmatter: { date: DESC } }) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
