import React from "react";
import { graphql, Link } from "gatsby";
import { Image, imageData } from "../ui/image";
import { productPath } from "../../lib/routes";
import { localizedPath } from "../../lib/languages";
import { useLanguage } from "../../i18n/language-context";
import * as styles from "./product-tile.module.css";

export interface ProductTileProps {
  product: Queries.ProductTileFragment;
}

/** A product's picture and name, leading to its page. */
export function ProductTile({ product }: ProductTileProps) {
  const language = useLanguage();
  const image = imageData(product.image);
  return (
    <Link to={localizedPath(productPath(product.slug), language)} className={styles.tile}>
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
