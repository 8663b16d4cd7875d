import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";

export interface IndustryCardProps {
  industry: Queries.IndustryCardFragment;
  /** The description's first sentence only, where the page links to the whole texts (home). */
  summary?: boolean;
}

export function IndustryCard({ industry, summary = false }: IndustryCardProps) {
  return (
    <ImageCard
      title={industry.title}
      text={summary ? industry.summary : industry.description}
      image={imageData(industry.image)}
      imageAlt={industry.imageAlt}
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
