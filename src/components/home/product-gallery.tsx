import React from "react";
import { Carousel } from "../ui/carousel";
import { ProductTile } from "../parts/product-tile";
import { GALLERY_CAROUSEL } from "../../lib/carousel";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./product-gallery.module.css";

export interface ProductGalleryProps {
  products: ReadonlyArray<Queries.ProductTileFragment>;
}

/** Six products, every 3 s, pausing on hover; a product leads to the parts catalogue. */
export function ProductGallery({ products }: ProductGalleryProps) {
  const { home } = useDictionary();
  return (
    <Carousel preset={GALLERY_CAROUSEL} label={home.productGallery}>
      {products.map((product) => (
        <div key={product.slug} className={styles.item}>
          <ProductTile product={product} />
        </div>
      ))}
    </Carousel>
  );
}
