import React from "react";
import { Link } from "gatsby";
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./image-card.module.css";

export interface ImageCardProps {
  title: string;
  text?: string;
  image?: IGatsbyImageData | null;
  imageAlt: string;
  /** Internal link of the whole card. */
  to?: string;
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
  children?: React.ReactNode;
}

/** A card with a photo, a heading and a short text; the heading is the link when `to` is given. */
export function ImageCard({
  title,
  text,
  image,
  imageAlt,
  to,
  linkLabel,
  headingLevel: Heading = "h3",
  children,
}: ImageCardProps) {
  return (
    <article className={styles.card}>
      {image && <GatsbyImage image={image} alt={imageAlt} className={styles.image} />}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {children}
        {to && linkLabel && (
          <span className={styles.more} aria-hidden="true">
            {linkLabel} →
          </span>
        )}
      </div>
    </article>
  );
}
