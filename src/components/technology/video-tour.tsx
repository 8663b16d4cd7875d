import React from "react";
import { Icon, type IconName } from "../ui/icon";
import { VideoTourPlayer, type VideoTourPlayerProps } from "../company/video-tour-player";
import { useDictionary } from "../../i18n/language-context";
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
  video: VideoTourPlayerProps["video"];
  youtubeChannel: VideoTourPlayerProps["youtubeChannel"];
}

/** The technology's words around the company's video tour, then 'WHY CHOOSE US' with four icon headings. */
export function VideoTour({ tour, video, youtubeChannel }: VideoTourProps) {
  const { technology } = useDictionary();
  return (
    <div className={styles.layout}>
      <div>
        <h2>{tour.title}</h2>
        <p className={styles.muted}>{tour.intro}</p>
        <VideoTourPlayer video={video} youtubeChannel={youtubeChannel} />
      </div>
      <div>
        <p className={styles.badge}>{technology.whyChooseUs}</p>
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
