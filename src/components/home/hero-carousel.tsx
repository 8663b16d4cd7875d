import React from "react";
import { graphql } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { Carousel } from "../ui/carousel";
import { Container } from "../ui/container";
import { ButtonLink } from "../ui/button-link";
import { HERO_CAROUSEL } from "../../lib/carousel";
import * as styles from "./hero-carousel.module.css";

export interface HeroCarouselProps {
  slides: ReadonlyArray<Queries.HeroSlideFragment>;
}

/** The home page's rotating banner: three slides, each with a button to /contact. */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  return (
    <Carousel preset={HERO_CAROUSEL} label="Highlights" variant="overlay" pauseButton className={styles.hero}>
      {slides.map((slide, index) => {
        const image = getImage(slide.image.childImageSharp?.gatsbyImageData ?? null);
        return (
          <div key={slide.title} className={styles.slide}>
            {image && (
              <GatsbyImage
                image={image}
                alt={slide.imageAlt}
                className={styles.image}
                loading={index === 0 ? "eager" : "lazy"}
                fetchPriority={index === 0 ? "high" : "auto"}
              />
            )}
            <div className={styles.overlay}>
              <Container>
                <p className={styles.title}>{slide.title}</p>
                <p className={styles.text}>{slide.text}</p>
                <ButtonLink to="/contact/" variant="light">
                  {slide.buttonLabel}
                </ButtonLink>
              </Container>
            </div>
          </div>
        );
      })}
    </Carousel>
  );
}

export const query = graphql`
  fragment HeroSlide on HeroSlide {
    title
    text
    buttonLabel
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366, 1600], placeholder: BLURRED)
      }
    }
  }
`;
