import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image } from "./image";
import * as styles from "./media-text.module.css";

export interface MediaTextProps {
  image?: IGatsbyImageData | null;
  imageAlt: string;
  /** Put the image after the text on wide screens. */
  imageEnd?: boolean;
  /** "eager" when the image is the largest in the page's first screen (on a phone it comes first). */
  imageLoading?: "eager" | "lazy";
  children: React.ReactNode;
}

/** Text beside an image on wide screens, stacked on phones. */
export function MediaText({ image, imageAlt, imageEnd = false, imageLoading, children }: MediaTextProps) {
  return (
    <div className={imageEnd ? `${styles.row} ${styles.imageEnd}` : styles.row}>
      {image && <Image image={image} alt={imageAlt} className={styles.image} loading={imageLoading} />}
      <div className={styles.text}>{children}</div>
    </div>
  );
}
