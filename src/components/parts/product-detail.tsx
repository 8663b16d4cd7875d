import React from "react";
import { Link } from "gatsby";
import { productPath } from "../../lib/routes";
import { Icon } from "../ui/icon";
import { Image, imageData } from "../ui/image";
import { ButtonLink } from "../ui/button-link";
import { FeatureList } from "../product/feature-list";
import { categoryLabel } from "../../lib/catalogue";
import { productEnquiry, whatsappHref } from "../../lib/contact-links";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./product-detail.module.css";

export interface ProductDetailProps {
  product: Queries.ProductCardFragment;
  /** The company's WhatsApp chat link (data/company.json). */
  whatsapp: string;
  titleId: string;
  /** The link to the product's own page (data/product-page.json). */
  fullDetailsLabel: string;
}

/** The content of the product dialog: image, name, category, description, features, WhatsApp, its page. */
export function ProductDetail({ product, whatsapp, titleId, fullDetailsLabel }: ProductDetailProps) {
  const { parts, product: words, common } = useDictionary();
  const language = useLanguage();
  const image = imageData(product.image);
  const category = categoryLabel(product.category, parts.categories);
  return (
    <div className={styles.detail}>
      {image && <Image image={image} alt={product.imageAlt} className={styles.image} loading="eager" />}
      <div className={styles.text}>
        <p className={styles.category}>{category}</p>
        <h2 id={titleId} className={styles.title}>
          {product.name}
        </h2>
        <p>{product.description}</p>
        <h3 className={styles.featuresTitle}>{parts.features}</h3>
        <FeatureList features={product.features} />
        <ButtonLink to={whatsappHref(whatsapp, productEnquiry(product.name, words.whatsappEnquiry))}>
          <Icon name="whatsapp" />
          {parts.whatsapp}
          <span className="visually-hidden">{` ${common.newTab}`}</span>
        </ButtonLink>
        <Link to={localizedPath(productPath(product.slug), language)} className={styles.fullDetails}>
          {fullDetailsLabel}
          <span className="visually-hidden">: {product.name}</span>
        </Link>
      </div>
    </div>
  );
}
