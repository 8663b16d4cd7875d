import React, { useState } from "react";
import { Icon } from "../ui/icon";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Image } from "../ui/image";
import { Modal } from "../ui/modal";
import { youtubeEmbedUrl } from "../../lib/youtube";
import * as styles from "./video-modal.module.css";

export interface VideoModalProps {
  youtubeId: string;
  title: string;
  poster?: IGatsbyImageData | null;
  posterAlt: string;
}

/**
 * A poster with a play button; the player opens in a dialog (closed by a click on
 * the overlay, the X button or Escape). YouTube is contacted only once it opens.
 */
export function VideoModal({ youtubeId, title, poster, posterAlt }: VideoModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <div className={styles.poster}>
        {poster && <Image image={poster} alt={posterAlt} className={styles.image} />}
        <button type="button" className={styles.play} onClick={() => setOpen(true)}>
          <Icon name="play" />
          <span className="visually-hidden">Play video: {title}</span>
        </button>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} label={title} className={styles.dialog}>
        <div className={styles.frame}>
          <iframe
            src={youtubeEmbedUrl(youtubeId, { autoplay: true })}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
          />
        </div>
      </Modal>
    </>
  );
}
