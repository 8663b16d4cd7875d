import React from "react";
import { youtubeEmbedUrl } from "../../lib/youtube";
import * as styles from "./youtube-player.module.css";

export interface YoutubePlayerProps {
  youtubeId: string;
  title: string;
  className?: string;
}

/** YouTube's player (privacy-enhanced domain), started at once: rendered only after a visitor asked to play. */
export function YoutubePlayer({ youtubeId, title, className }: YoutubePlayerProps) {
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <iframe
        className={styles.player}
        src={youtubeEmbedUrl(youtubeId, { autoplay: true })}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
