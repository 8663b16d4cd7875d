import React from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { ImageCard } from "../ui/image-card";

export interface IndustryCardProps {
  industry: Queries.IndustryCardFragment;
}

export function IndustryCard({ industry }: IndustryCardProps) {
  return (
    <ImageCard
      title={industry.title}
      text={industry.description}
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
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 480, aspectRatio: 1.5, outputPixelDensities: [1, 2])
      }
    }
  }
`;
