import React from "react";
import { graphql } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image, imageData } from "./image";
import { Container } from "./container";
import * as styles from "./page-banner.module.css";

/** What a banner shows: the page banners, technology heroes, home slides and articles. */
export interface BannerContent {
  title: string;
  text: string;
  imageAlt: string;
  image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null };
}

export interface PageBannerProps {
  banner: BannerContent;
  /** The banner title is the page's h1 unless the page has its own (a slide's title is a "p"). */
  headingLevel?: "h1" | "h2" | "p";
  /** "tall" for technology heroes and home slides. */
  size?: "page" | "tall";
  /** The page's largest image: loaded at once, with high priority. */
  priority?: boolean;
  /** Leave the picture out for now (the banner shows its colour behind the text). */
  withoutImage?: boolean;
  className?: string;
  children?: React.ReactNode;
}

/** Full-width image banner with its title and text over a darkened photo. */
export function PageBanner({
  banner,
  headingLevel: Heading = "h1",
  size = "page",
  priority = true,
  withoutImage = false,
  className,
  children,
}: PageBannerProps) {
  const image = imageData(banner.image);
  const classes = [styles.banner, size === "tall" ? styles.tall : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <section className={classes}>
      {image && !withoutImage && (
        <Image image={image} alt={banner.imageAlt} className={styles.image} priority={priority} />
      )}
      <div className={styles.overlay}>
        <Container>
          <Heading className={styles.title}>{banner.title}</Heading>
          <p className={styles.text}>{banner.text}</p>
          {children && <div className={styles.actions}>{children}</div>}
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
        gatsbyImageData(layout: FULL_WIDTH, aspectRatio: 2.4, breakpoints: [480, 750, 1080, 1366, 1600])
      }
    }
  }
`;
