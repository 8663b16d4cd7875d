import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";
import { technologyPath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";

export interface TechnologyCardProps {
  technology: Queries.TechnologyCardFragment;
  /** Where the card leads (a path in English); its own page unless told otherwise (home links to the index). */
  to?: string;
}

export function TechnologyCard({ technology, to = technologyPath(technology.slug) }: TechnologyCardProps) {
  const { common } = useDictionary();
  const language = useLanguage();
  return (
    <ImageCard
      title={technology.name}
      text={technology.summary}
      image={imageData(technology.hero.image)}
      imageAlt={technology.hero.imageAlt}
      to={localizedPath(to, language)}
      linkLabel={common.learnMore}
    />
  );
}

export const query = graphql`
  fragment TechnologyCard on Technology {
    slug
    name
    summary
    hero {
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 480, aspectRatio: 1.5, outputPixelDensities: [1, 2])
        }
      }
    }
  }
`;
