import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Container } from "./container";
import * as styles from "./page-banner.module.css";

export interface PageBannerProps {
  banner: Queries.PageBannerFragment;
  /** The banner title is the page's h1 unless the page has its own. */
  headingLevel?: "h1" | "h2";
  children?: React.ReactNode;
}

/** Full-width image banner with the page title over a darkened photo. */
export function PageBanner({ banner, headingLevel: Heading = "h1", children }: PageBannerProps) {
  const image = getImage(banner.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section className={styles.banner}>
      {image && <GatsbyImage image={image} alt={banner.imageAlt} className={styles.image} loading="eager" />}
      <div className={styles.overlay}>
        <Container>
          <Heading className={styles.title}>{banner.title}</Heading>
          <p className={styles.text}>{banner.text}</p>
          {children}
        </Container>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment PageBanner on TitledImage {
    title
    text
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(
          layout: FULL_WIDTH
          aspectRatio: 2.4
          breakpoints: [480, 750, 1080, 1366, 1600]
          placeholder: BLURRED
        )
      }
    }
  }
`;
