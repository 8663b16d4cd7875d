import React from "react";
import { Icon } from "../ui/icon";
import { Image, imageData } from "../ui/image";
import { ButtonLink } from "../ui/button-link";
import { CATEGORY_LABELS, isCategoryFilter } from "../../lib/catalogue";
import { productEnquiry, whatsappHref } from "../../lib/contact-links";
import * as styles from "./product-detail.module.css";

export interface ProductDetailProps {
  product: Queries.ProductCardFragment;
  /** The company's WhatsApp chat link (data/company.json). */
  whatsapp: string;
  titleId: string;
}

/** The content of the product dialog: image, name, category, description, features, WhatsApp. */
export function ProductDetail({ product, whatsapp, titleId }: ProductDetailProps) {
  const image = imageData(product.image);
  const category = isCategoryFilter(product.category) ? CATEGORY_LABELS[product.category] : product.category;
  return (
    <div className={styles.detail}>
      {image && <Image image={image} alt={product.imageAlt} className={styles.image} loading="eager" />}
      <div className={styles.text}>
        <p className={styles.category}>{category}</p>
        <h2 id={titleId} className={styles.title}>
          {product.name}
        </h2>
        <p>{product.description}</p>
        <h3 className={styles.featuresTitle}>Features</h3>
        <ul className={styles.features}>
          {product.features.map((feature) => (
            <li key={feature}>
              <Icon name="check" className={styles.check} />
              {feature}
            </li>
          ))}
        </ul>
        <ButtonLink to={whatsappHref(whatsapp, productEnquiry(product.name))}>
          <Icon name="whatsapp" />
          Contact on WhatsApp
          <span className="visually-hidden"> (opens in a new tab)</span>
        </ButtonLink>
      </div>
    </div>
  );
}
