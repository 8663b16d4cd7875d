import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Container } from "../ui/container";
import * as styles from "./technology-hero.module.css";

export interface TechnologyHeroProps {
  hero: Queries.TechnologyHeroFragment;
  /** Id of the block 'Read Details' scrolls to. */
  detailsId: string;
}

/** Hero of a technology page; 'Read Details' is an in-page link to the intro block. */
export function TechnologyHero({ hero, detailsId }: TechnologyHeroProps) {
  const image = getImage(hero.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <section className={styles.hero}>
      {image && <GatsbyImage image={image} alt={hero.imageAlt} className={styles.image} loading="eager" />}
      <div className={styles.overlay}>
        <Container>
          <h1 className={styles.title}>{hero.title}</h1>
          <p className={styles.description}>{hero.description}</p>
          <a className={styles.button} href={`#${detailsId}`}>
            Read Details
          </a>
        </Container>
      </div>
    </section>
  );
}

export const query = graphql`
  fragment TechnologyHero on TechnologyHero {
    title
    description
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366, 1600], placeholder: BLURRED)
      }
    }
  }
`;
