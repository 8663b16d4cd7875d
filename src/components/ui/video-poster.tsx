import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Icon } from "./icon";
import { Image } from "./image";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./video-poster.module.css";

export interface VideoPosterProps {
  poster?: IGatsbyImageData | null;
  posterAlt: string;
  /** The video's title: the play button's name is "Play video: <title>" (common.playVideo). */
  title: string;
  onPlay: () => void;
  className?: string;
}

/** A video's local poster, 16:9, with a round play button over it; nothing is loaded from the video's host. */
export function VideoPoster({ poster, posterAlt, title, onPlay, className }: VideoPosterProps) {
  const { common } = useDictionary();
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      {poster && <Image image={poster} alt={posterAlt} className={styles.poster} />}
      <button type="button" className={styles.play} onClick={onPlay}>
        <Icon name="play" />
        <span className="visually-hidden">{fillTemplate(common.playVideo, { title })}</span>
      </button>
    </div>
  );
}
