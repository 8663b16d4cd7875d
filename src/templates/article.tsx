import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageBanner } from "../components/ui/page-banner";
import { Container } from "../components/ui/container";
import { FaqAccordion } from "../components/ui/faq-accordion";
import { ArticleTable } from "../components/blog/article-table";
import { ArticleContent } from "../components/blog/article-content";
import { Seo } from "../components/seo";
import { blogPosting } from "../lib/structured-data";
import { localizedPath } from "../lib/languages";
import { fillTemplateParts } from "../lib/template";
import { pageLanguage, useDictionary } from "../i18n/language-context";
import type { ArticleComponent, ArticleNode } from "../lib/article-tree";
import * as styles from "./article.module.css";

interface ArticleContext {
  id: string;
  /** The English article: its date and banner are every language's. */
  originalId: string;
  canonicalPath: string;
}

export default function ArticleTemplate({ data }: PageProps<Queries.ArticlePageQuery, ArticleContext>) {
  const article = data.mdx;
  const original = data.original?.frontmatter;
  const dictionary = useDictionary();
  const faq = article?.frontmatter.faq;
  const faqTitle = dictionary.common.faqTitle;
  // The elements of the body the page fills: its facts are text already (content-model/article-content.ts).
  // Memoised: a new Faq component on a re-render (a route's hash changing) would reset the open answer.
  const components = React.useMemo<Record<ArticleComponent | "table", React.ElementType>>(
    () => ({
      table: ArticleTable,
      Faq: () => (
        <section aria-labelledby="faq-title" className={styles.faq}>
          <h2 id="faq-title">{faqTitle}</h2>
          <FaqAccordion items={faq ?? []} />
        </section>
      ),
    }),
    [faq, faqTitle],
  );
  if (!article || !original) return null;
  const { frontmatter } = article;
  return (
    <article>
      <PageBanner
        banner={{
          title: frontmatter.title,
          text: frontmatter.description,
          image: original.banner,
          imageAlt: frontmatter.bannerAlt,
        }}
      >
        <p className={styles.meta}>
          {fillTemplateParts(dictionary.article.published, {
            date: <time dateTime={original.isoDate}>{original.displayDate}</time>,
          }).map((part, index) => (
            <React.Fragment key={index}>{part}</React.Fragment>
          ))}
        </p>
      </PageBanner>
      <Container className={styles.body}>
        {/* Mdx.content is GraphQL's JSON: the nodes src/lib/article-tree.ts records. */}
        <ArticleContent nodes={article.content as unknown as ArticleNode[]} components={components} />
      </Container>
    </article>
  );
}

export function Head({ data, pageContext }: HeadProps<Queries.ArticlePageQuery, ArticleContext>) {
  const frontmatter = data.mdx?.frontmatter;
  const original = data.original?.frontmatter;
  if (!frontmatter || !original) return null;
  const path = pageContext.canonicalPath;
  const page = pageLanguage(pageContext);
  return (
    <Seo
      page={page}
      title={frontmatter.title}
      description={frontmatter.description}
      pathname={path}
      image={original.banner.publicURL}
      imageAlt={frontmatter.bannerAlt}
      publishedTime={original.isoDate}
      breadcrumbs={[
        { name: page.dictionary.seo.blogs, path: localizedPath("/blogs/", page.language) },
        { name: frontmatter.title, path },
      ]}
      jsonLd={[
        blogPosting(
          data.site?.siteMetadata?.siteUrl ?? "",
          {
            title: frontmatter.title,
            description: frontmatter.description,
            date: original.isoDate,
            path,
            image: original.banner.publicURL,
          },
          data.company?.name ?? "",
        ),
      ]}
    />
  );
}

export const query = graphql`
  query ArticlePage($id: String!, $originalId: String!) {
    site {
      siteMetadata {
        siteUrl
      }
    }
    company {
      name
    }
    mdx(id: { eq: $id }) {
      content
      frontmatter {
        title
        description
        bannerAlt
        faq {
          question
          answer
        }
      }
    }
    original: mdx(id: { eq: $originalId }) {
      frontmatter {
        isoDate: date
        displayDate
        banner {
          publicURL
          childImageSharp {
            gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [480, 750, 1080, 1366, 1600])
          }
        }
      }
    }
  }
`;
