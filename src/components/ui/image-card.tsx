import React from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image } from "./image";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./image-card.module.css";

export interface ImageCardProps {
  title: string;
  text?: string;
  image?: IGatsbyImageData | null;
  imageAlt: string;
  /** Internal link of the whole card, in the page's language. */
  to?: string;
  /** Instead of `to`: a plain link handled by the page, e.g. one that opens a dialog. */
  action?: CardAction;
  linkLabel?: string;
  headingLevel?: "h2" | "h3";
  children?: React.ReactNode;
}

export interface CardAction {
  href: string;
  onClick: React.MouseEventHandler<HTMLAnchorElement>;
  hasPopup?: "dialog";
}

/** A card with a photo, a heading and a short text; the heading is the link when `to` or `action` is given. */
export function ImageCard({
  title,
  text,
  image,
  imageAlt,
  to,
  action,
  linkLabel,
  headingLevel: Heading = "h3",
  children,
}: ImageCardProps) {
  const { common } = useDictionary();
  return (
    <article className={styles.card}>
      {image && <Image image={image} alt={imageAlt} className={styles.image} />}
      <div className={styles.body}>
        <Heading className={styles.title}>
          {to ? (
            <Link to={to} className={styles.link}>
              {title}
            </Link>
          ) : action ? (
            <a href={action.href} className={styles.link} onClick={action.onClick} aria-haspopup={action.hasPopup}>
              {title}
            </a>
          ) : (
            title
          )}
        </Heading>
        {text && <p className={styles.text}>{text}</p>}
        {children}
        {(to || action) && linkLabel && (
          <span className={styles.more} aria-hidden="true">
            {fillTemplate(common.linkArrow, { label: linkLabel })}
          </span>
        )}
      </div>
    </article>
  );
}
