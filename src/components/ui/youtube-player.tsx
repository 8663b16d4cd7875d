import React, { useEffect, useRef } from "react";
import { youtubeEmbedUrl } from "../../lib/youtube";
import * as styles from "./youtube-player.module.css";

export interface YoutubePlayerProps {
  youtubeId: string;
  title: string;
  className?: string;
  /** Takes the focus once it appears in place of the button that asked for it (not in a dialog, which focuses its own). */
  focusOnMount?: boolean;
}

/** YouTube's player (privacy-enhanced domain), started at once: rendered only after a visitor asked to play. */
export function YoutubePlayer({ youtubeId, title, className, focusOnMount = false }: YoutubePlayerProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (focusOnMount) frameRef.current?.focus();
  }, [focusOnMount]);
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <iframe
        ref={frameRef}
        className={styles.player}
        src={youtubeEmbedUrl(youtubeId, { autoplay: true })}
        title={title}
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
      />
    </div>
  );
}
