import React from "react";
import { graphql, Link } from "gatsby";
import { Image, imageData } from "../ui/image";
import { productPath } from "../../lib/routes";
import * as styles from "./product-tile.module.css";

export interface ProductTileProps {
  product: Queries.ProductTileFragment;
}

/** A product's picture and name, leading to its page. */
export function ProductTile({ product }: ProductTileProps) {
  const image = imageData(product.image);
  return (
    <Link to={productPath(product.slug)} className={styles.tile}>
      {image && <Image image={image} alt={product.imageAlt} className={styles.image} />}
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
        gatsbyImageData(width: 320, aspectRatio: 1, outputPixelDensities: [1, 2])
      }
    }
  }
`;
