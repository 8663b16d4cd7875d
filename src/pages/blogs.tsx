import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Section } from "../components/ui/section";
import { CardGrid } from "../components/ui/card-grid";
import { ArticleCard } from "../components/blog/article-card";
import { BannerPageSeo } from "../components/seo";
import { pageLanguage, useDictionary } from "../i18n/language-context";

export default function BlogsPage({ data }: PageProps<Queries.BlogsPageQuery>) {
  const banner = data.pageBanners?.blogs;
  const { blog } = useDictionary();
  return (
    <>
      {banner && <PageBanner banner={banner} />}
      <Section title={blog.latest}>
        <CardGrid>
          {data.allMdx.nodes.map((article) => (
            <ArticleCard key={article.id} article={article} />
          ))}
        </CardGrid>
      </Section>
    </>
  );
}

export function Head({ data, location, pageContext }: HeadProps<Queries.BlogsPageQuery>) {
  const page = pageLanguage(pageContext);
  return (
    <BannerPageSeo
      page={page}
      banner={data.pageBanners?.blogs}
      name={page.dictionary.seo.blogs}
      pathname={location.pathname}
    />
  );
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
    allMdx(
      filter: { internal: { contentFilePath: { glob: "**/content/blog/en/*.mdx" } } }
      sort: { frontmatter: { date: DESC } }
    ) {
      nodes {
        ...ArticleCard
      }
    }
  }
`;
