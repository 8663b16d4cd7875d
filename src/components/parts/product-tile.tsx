import React from "react";
import { graphql, Link } from "gatsby";
import { GatsbyImage, getImage } from "gatsby-plugin-image";
import { partsProductPath } from "../../lib/routes";
import * as styles from "./product-tile.module.css";

export interface ProductTileProps {
  product: Queries.ProductTileFragment;
}

/** A product's picture and name, leading to its detail in the parts catalogue. */
export function ProductTile({ product }: ProductTileProps) {
  const image = getImage(product.image.childImageSharp?.gatsbyImageData ?? null);
  return (
    <Link to={partsProductPath(product.slug)} className={styles.tile}>
      {image && <GatsbyImage image={image} alt={product.imageAlt} className={styles.image} />}
      <span className={styles.name}>{product.name}</span>
    </Link>
  );
}

export const query = graphql`
  fragment ProductTile on Product {
    slug
    name
    imageAlt
    image {
      childImageSharp {
        gatsbyImageData(width: 320, aspectRatio: 1)
      }
    }
  }
`;
