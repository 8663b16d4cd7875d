import React, { useState } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { VideoPoster } from "./video-poster";
import { YoutubePlayer } from "./youtube-player";
import * as styles from "./youtube-embed.module.css";

export interface YoutubeEmbedProps {
  youtubeId: string;
  title: string;
  poster?: IGatsbyImageData | null;
  posterAlt: string;
}

/**
 * A local poster with a play button; the YouTube player takes its place only when the
 * visitor asks for it, so no third-party request happens before the click.
 */
export function YoutubeEmbed({ youtubeId, title, poster, posterAlt }: YoutubeEmbedProps) {
  const [playing, setPlaying] = useState(false);
  return playing ? (
    // The play button is gone: the player takes the focus, so the keyboard stays where the visitor was.
    <YoutubePlayer youtubeId={youtubeId} title={title} className={styles.player} focusOnMount />
  ) : (
    <VideoPoster poster={poster} posterAlt={posterAlt} title={title} onPlay={() => setPlaying(true)} />
  );
}
