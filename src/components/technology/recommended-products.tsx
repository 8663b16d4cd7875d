import React from "react";
import { RecommendedProductsHeading } from "../ui/recommended-products-heading";
import { ProductTile } from "../parts/product-tile";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./recommended-products.module.css";

export interface RecommendedProductsProps {
  products: ReadonlyArray<Queries.ProductTileFragment>;
}

/** Products worth a look from the catalogue; each leads to its page. */
export function RecommendedProducts({ products }: RecommendedProductsProps) {
  const { technology } = useDictionary();
  return (
    <section aria-labelledby="recommended-products">
      <RecommendedProductsHeading id="recommended-products" title={technology.recommendedTitle}>
        {technology.recommendedText}
      </RecommendedProductsHeading>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.slug}>
            <ProductTile product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
