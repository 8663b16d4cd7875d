import React from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Icon, type IconName } from "../ui/icon";
import { YoutubeEmbed } from "../ui/youtube-embed";
import * as styles from "./video-tour.module.css";

const FEATURE_ICONS: readonly IconName[] = ["award", "cogs", "tint", "headset"];

export interface VideoTourProps {
  tour: {
    title: string;
    intro: string;
    heading: string;
    description: string;
    features: ReadonlyArray<{ heading: string; description: string }>;
  };
  video: { youtubeId: string; title: string };
  poster?: IGatsbyImageData | null;
  posterAlt: string;
  /** The company's channel; the link is left out when there is none. */
  youtubeChannel?: string | null;
}

/** Video tour of an installation, then 'WHY CHOOSE US' with four icon headings. */
export function VideoTour({ tour, video, poster, posterAlt, youtubeChannel }: VideoTourProps) {
  return (
    <div className={styles.layout}>
      <div>
        <h2>{tour.title}</h2>
        <p className={styles.muted}>{tour.intro}</p>
        <YoutubeEmbed youtubeId={video.youtubeId} title={video.title} poster={poster} posterAlt={posterAlt} />
        {youtubeChannel && (
          <a className={styles.channel} href={youtubeChannel} target="_blank" rel="noopener noreferrer">
            <Icon name="youtube" /> Visit Youtube
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
      <div>
        <p className={styles.badge}>WHY CHOOSE US</p>
        <h3 className={styles.heading}>{tour.heading}</h3>
        <p className={styles.muted}>{tour.description}</p>
        <ul className={styles.features}>
          {tour.features.map((feature, index) => {
            const icon = FEATURE_ICONS[index % FEATURE_ICONS.length];
            return (
              <li key={feature.heading} className={styles.feature}>
                <Icon name={icon} className={styles.icon} />
                <div>
                  <h4 className={styles.featureHeading}>{feature.heading}</h4>
                  <p className={styles.muted}>{feature.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
