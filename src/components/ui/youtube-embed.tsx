import React, { useState } from "react";
import { Icon } from "./icon";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image } from "./image";
import { youtubeEmbedUrl } from "../../lib/youtube";
import * as styles from "./youtube-embed.module.css";

export interface YoutubeEmbedProps {
  youtubeId: string;
  title: string;
  poster?: IGatsbyImageData | null;
  posterAlt: string;
}

/**
 * A local poster with a play button; the YouTube player (privacy-enhanced domain)
 * is inserted only when the visitor asks for it, so no third-party request happens
 * before the click.
 */
export function YoutubeEmbed({ youtubeId, title, poster, posterAlt }: YoutubeEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        <iframe
          className={styles.player}
          src={youtubeEmbedUrl(youtubeId, { autoplay: true })}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <>
          {poster && <Image image={poster} alt={posterAlt} className={styles.poster} />}
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            <Icon name="play" />
            <span className="visually-hidden">Play video: {title}</span>
          </button>
        </>
      )}
    </div>
  );
}
