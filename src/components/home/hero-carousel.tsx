import React from "react";
import { graphql } from "gatsby";
import { Carousel } from "../ui/carousel";
import { PageBanner } from "../ui/page-banner";
import { ButtonLink } from "../ui/button-link";
import { HERO_CAROUSEL } from "../../lib/carousel";
import type { HeroButton } from "../../lib/constants";
import { useMounted } from "../../hooks/use-mounted";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./hero-carousel.module.css";

export interface HeroCarouselProps {
  slides: ReadonlyArray<Queries.HeroSlideFragment>;
}

/**
 * The home page's rotating banner: three slides, each with a button to /contact that says
 * "Call Us" or "Get In Touch" (the slide's choice, in the page's language).
 *
 * Only the first slide's picture is in the server HTML. The others come once the page runs,
 * seconds before their slides do: fetched during the page's load they would compete with the
 * first picture, the page's largest, while nobody can see them (a visitor without
 * JavaScript never does: the carousel does not move without it).
 */
export function HeroCarousel({ slides }: HeroCarouselProps) {
  const { home, common } = useDictionary();
  const buttonWords: Record<HeroButton, string> = { call: common.callUs, contact: common.getInTouch };
  const language = useLanguage();
  const mounted = useMounted();
  return (
    <Carousel preset={HERO_CAROUSEL} label={home.highlights} variant="overlay" className={styles.hero}>
      {slides.map((slide, index) => (
        <PageBanner
          key={slide.title}
          banner={slide}
          headingLevel="p"
          size="tall"
          priority={index === 0}
          withoutImage={index > 0 && !mounted}
          className={styles.slide}
        >
          <ButtonLink to={localizedPath("/contact/", language)} variant="light">
            {buttonWords[slide.button as HeroButton]}
          </ButtonLink>
        </PageBanner>
      ))}
    </Carousel>
  );
}

export const query = graphql`
  fragment HeroSlide on HeroSlide {
    title
    text
    button
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366, 1600])
      }
    }
  }
`;
