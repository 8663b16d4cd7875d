import React from "react";
import { graphql } from "gatsby";
import { Icon } from "../ui/icon";
import { imageData } from "../ui/image";
import { YoutubeEmbed } from "../ui/youtube-embed";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./video-tour-player.module.css";

export interface VideoTourPlayerProps {
  video: Queries.VideoTourPlayerFragment;
  /** The company's channel; the link is left out when there is none. */
  youtubeChannel?: string | null;
}

/** The video tour (data/video-tour.json) played in place, then a link to the company's channel. */
export function VideoTourPlayer({ video, youtubeChannel }: VideoTourPlayerProps) {
  const { common } = useDictionary();
  return (
    <>
      <YoutubeEmbed
        youtubeId={video.youtubeId}
        title={video.title}
        poster={imageData(video.poster)}
        posterAlt={video.posterAlt}
      />
      {youtubeChannel && (
        <a className={styles.channel} href={youtubeChannel} target="_blank" rel="noopener noreferrer">
          <Icon name="youtube" /> {common.visitYoutube}
          <span className="visually-hidden">{` ${common.newTab}`}</span>
        </a>
      )}
    </>
  );
}

export const query = graphql`
  fragment VideoTourPlayer on VideoTour {
    youtubeId
    title
    posterAlt
    poster {
      childImageSharp {
        gatsbyImageData(width: 640, aspectRatio: 1.78, outputPixelDensities: [1, 2])
      }
    }
  }
`;
