import React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ImageCard } from "../ui/image-card";

export interface IndustryCardProps {
  industry: Queries.IndustryCardFragment;
}

export function IndustryCard({ industry }: IndustryCardProps) {
  return (
    <ImageCard
      title={industry.title}
      text={industry.description}
      image={getImage(industry.image.childImageSharp?.gatsbyImageData ?? null)}
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
        gatsbyImageData(width: 480, aspectRatio: 1.5)
      }
    }
  }
`;
