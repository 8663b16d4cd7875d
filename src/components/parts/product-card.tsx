import React from "react";
import { graphql } from "gatsby";
import { getImage } from "gatsby-plugin-image";
import { ImageCard } from "../ui/image-card";

export interface ProductCardProps {
  product: Queries.ProductCardFragment;
  children?: React.ReactNode;
}

export function ProductCard({ product, children }: ProductCardProps) {
  return (
    <ImageCard
      title={product.name}
      text={product.description}
      image={getImage(product.image.childImageSharp?.gatsbyImageData ?? null)}
      imageAlt={product.imageAlt}
    >
      {children}
    </ImageCard>
  );
}

export const query = graphql`
  fragment ProductCard on Product {
    slug
    name
    category
    description
    features
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 400, aspectRatio: 1)
      }
    }
  }
`;
