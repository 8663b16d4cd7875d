import React from "react";
import { Icon } from "../ui/icon";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { MediaText } from "../ui/media-text";
import { ButtonLink } from "../ui/button-link";
import { localizedPath } from "../../lib/languages";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./quality-block.module.css";

export interface QualityBlockProps {
  title: string;
  text: string;
  points: readonly string[];
  image?: IGatsbyImageData | null;
  imageAlt: string;
}

/** The quality promotion next to the product gallery. */
export function QualityBlock({ title, text, points, image, imageAlt }: QualityBlockProps) {
  const { home } = useDictionary();
  const language = useLanguage();
  return (
    <MediaText image={image} imageAlt={imageAlt}>
      <h2>{title}</h2>
      <p>{text}</p>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point}>
            <Icon name="check" className={styles.icon} /> {point}
          </li>
        ))}
      </ul>
      <ButtonLink to={localizedPath("/parts/", language)}>{home.browseCatalogue}</ButtonLink>
    </MediaText>
  );
}
