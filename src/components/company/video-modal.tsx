import React, { useState } from "react";
import { graphql } from "gatsby";
import { imageData } from "../ui/image";
import { Modal } from "../ui/modal";
import { VideoPoster } from "../ui/video-poster";
import { YoutubePlayer } from "../ui/youtube-player";
import { Icon } from "../ui/icon";
import { youtubeWatchUrl } from "../../lib/youtube";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./video-modal.module.css";

export interface VideoModalProps {
  video: Queries.VideoModalFragment;
}

/**
 * The video tour (data/video-tour.json) as a poster with a play button; the player opens
 * in a dialog (closed by a click on the overlay, the X button or Escape). YouTube is
 * contacted only once it opens. Under the player, a link to the video on YouTube's own page:
 * a network or a browser extension that blocks embedded players leaves the frame empty.
 */
export function VideoModal({ video }: VideoModalProps) {
  const { youtubeId, title, posterAlt } = video;
  const { common } = useDictionary();
  const poster = imageData(video.poster);
  const [open, setOpen] = useState(false);
  return (
    <>
      <VideoPoster
        poster={poster}
        posterAlt={posterAlt}
        title={title}
        onPlay={() => setOpen(true)}
        className={styles.poster}
      />
      <Modal open={open} onClose={() => setOpen(false)} label={title} className={styles.dialog}>
        <YoutubePlayer youtubeId={youtubeId} title={title} />
        <a className={styles.elsewhere} href={youtubeWatchUrl(youtubeId)} target="_blank" rel="noopener noreferrer">
          <Icon name="youtube" /> {common.watchOnYoutube}
          <span className="visually-hidden">{` ${common.newTab}`}</span>
        </a>
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
