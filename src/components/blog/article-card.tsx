import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";
import { articlePath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./article-card.module.css";

export interface ArticleCardProps {
  article: Queries.ArticleCardFragment;
}

export function ArticleCard({ article }: ArticleCardProps) {
  const { frontmatter } = article;
  // Title, text and image description in the page's language; slug, date and banner are the English article's.
  const text = article.inPageLanguage.frontmatter;
  const { common } = useDictionary();
  const language = useLanguage();
  return (
    <ImageCard
      title={text.title}
      text={text.cardText}
      image={imageData(frontmatter.banner)}
      imageAlt={text.bannerAlt}
      to={localizedPath(articlePath(frontmatter.slug), language)}
      linkLabel={common.readArticle}
    >
      <time className={styles.date} dateTime={frontmatter.isoDate}>
        {frontmatter.displayDate}
      </time>
    </ImageCard>
  );
}

export const query = graphql`
  fragment ArticleCard on Mdx {
    id
    inPageLanguage {
      frontmatter {
        title
        cardText
        bannerAlt
      }
    }
    frontmatter {
      slug
      isoDate: date
      displayDate
      banner {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
