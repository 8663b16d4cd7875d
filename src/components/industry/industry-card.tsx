import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";

export interface IndustryCardProps {
  industry: Queries.IndustryCardFragment;
  /**
   * Where the whole text is: the card then shows the first sentence and links there (the
   * home page's teasers). Without it the card shows the whole description.
   */
  more?: string;
}

export function IndustryCard({ industry, more }: IndustryCardProps) {
  return (
    <ImageCard
      title={industry.title}
      text={more ? industry.summary : industry.description}
      image={imageData(industry.image)}
      imageAlt={industry.imageAlt}
      to={more}
      linkLabel={more ? "Learn more" : undefined}
    />
  );
}

export const query = graphql`
  fragment IndustryCard on Industry {
    slug
    title
    description
    summary
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, outputPixelDensities: [1, 2])
      }
    }
  }
`;
