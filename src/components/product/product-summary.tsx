import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "../ui/icon";
import { Image } from "../ui/image";
import { ButtonLink } from "../ui/button-link";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./product-summary.module.css";

export interface ProductSummaryProps {
  name: string;
  category: string;
  description: string;
  image?: IGatsbyImageData | null;
  imageAlt: string;
  /** The contact form with the quotation request filled in (a path in the page's language). */
  quote: { to: string; label: string };
  /** The WhatsApp chat with the product's enquiry filled in. */
  whatsapp: { to: string; label: string };
  children?: React.ReactNode;
}

/** The top of a product's page: its large picture, category, name, description and the two ways to ask. */
export function ProductSummary({
  name,
  category,
  description,
  image,
  imageAlt,
  quote,
  whatsapp,
  children,
}: ProductSummaryProps) {
  const { common } = useDictionary();
  return (
    <div className={styles.summary}>
      {image && <Image image={image} alt={imageAlt} className={styles.image} priority />}
      <div className={styles.text}>
        <hgroup>
          <p className={styles.category}>{category}</p>
          <h1 className={styles.title}>{name}</h1>
        </hgroup>
        <p className={styles.description}>{description}</p>
        <div className={styles.actions}>
          <ButtonLink to={quote.to}>{quote.label}</ButtonLink>
          <ButtonLink to={whatsapp.to} variant="outline">
            <Icon name="whatsapp" />
            {whatsapp.label}
            <span className="visually-hidden">{` ${common.newTab}`}</span>
          </ButtonLink>
        </div>
        {children}
      </div>
    </div>
  );
}
