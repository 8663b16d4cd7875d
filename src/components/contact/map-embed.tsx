import React, { useEffect, useRef, useState } from "react";
import { Icon } from "../ui/icon";
import { osmEmbedUrl, osmMapUrl, type GeoPoint } from "../../lib/map-embed";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./map-embed.module.css";

/** Start loading the map this far before it scrolls into view. */
const PRELOAD_MARGIN = "200px";

export interface MapEmbedProps {
  point: GeoPoint;
  /** The address lines shown until the map loads. */
  address: readonly string[];
  title: string;
}

/**
 * The company's position on OpenStreetMap. The static HTML has only a placeholder
 * with the address; the map's iframe is added when the placeholder comes near the
 * viewport, so no third-party request happens on first paint.
 */
export function MapEmbed({ point, address, title }: MapEmbedProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [load, setLoad] = useState(false);
  const { contact, common } = useDictionary();

  useEffect(() => {
    const frame = frameRef.current;
    if (load || !frame) return;
    if (typeof IntersectionObserver === "undefined") {
      setLoad(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [load]);

  return (
    <figure className={styles.map}>
      <div ref={frameRef} className={styles.frame}>
        {load ? (
          <iframe className={styles.iframe} src={osmEmbedUrl(point)} title={title} loading="lazy" />
        ) : (
          <div className={styles.placeholder}>
            <Icon name="map-marker" className={styles.pin} />
            <address className={styles.address}>
              {address.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </div>
        )}
      </div>
      <figcaption className={styles.caption}>
        <a href={osmMapUrl(point)} target="_blank" rel="noopener noreferrer">
          {contact.map.larger}
          <span className="visually-hidden">{` ${common.newTab}`}</span>
        </a>
      </figcaption>
    </figure>
  );
}
