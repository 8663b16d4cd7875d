import React, { useState } from "react";
import { graphql } from "gatsby";
import { Icon } from "../ui/icon";
import { Image, imageData } from "../ui/image";
import { Modal } from "../ui/modal";
import { youtubeEmbedUrl } from "../../lib/youtube";
import * as styles from "./video-modal.module.css";

export interface VideoModalProps {
  video: Queries.VideoModalFragment;
}

/**
 * The video tour (data/video-tour.json) as a poster with a play button; the player opens
 * in a dialog (closed by a click on the overlay, the X button or Escape). YouTube is
 * contacted only once it opens.
 */
export function VideoModal({ video }: VideoModalProps) {
  const { youtubeId, title, posterAlt } = video;
  const poster = imageData(video.poster);
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

export const query = graphql`
  fragment VideoModal on VideoTour {
    youtubeId
    title
    posterAlt
    poster {
      childImageSharp {
        gatsbyImageData(width: 896, aspectRatio: 1.78, outputPixelDensities: [1, 2])
      }
    }
  }
`;
