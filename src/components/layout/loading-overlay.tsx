import React, { useEffect, useRef, useState } from "react";
import { LOADER_SIZE_PX } from "../../lib/constants";
import { isElementInViewport, waitForImages } from "../../lib/image-wait";
import * as styles from "./loading-overlay.module.css";

export interface LoadingOverlayProps {
  pathname: string;
}

/**
 * A full-screen loader over a blurred backdrop while the page's images load, on
 * first load and after every route change. The static HTML renders it, but CSS shows
 * it only when the inline head script has marked <html> as running JavaScript, and
 * hides it after OVERLAY_MAX_MS even if this component never runs. Hidden from
 * assistive technology; it holds no focusable element.
 */
export function LoadingOverlay({ pathname }: LoadingOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  // The page whose images are in; a new pathname shows the overlay in the same render.
  const [loadedPath, setLoadedPath] = useState<string | null>(null);

  useEffect(
    () =>
      waitForImages(
        {
          getImages: () => Array.from(document.images).filter((image) => !overlayRef.current?.contains(image)),
          isInView: (image) => isElementInViewport(image, { width: window.innerWidth, height: window.innerHeight }),
        },
        () => setLoadedPath(pathname),
      ),
    [pathname],
  );

  const waiting = loadedPath !== pathname;
  return (
    <div
      ref={overlayRef}
      className={waiting ? styles.overlay : `${styles.overlay} ${styles.done}`}
      aria-hidden="true"
      data-testid="loading-overlay"
    >
      <img
        src="/loader.png"
        alt=""
        width={LOADER_SIZE_PX}
        height={LOADER_SIZE_PX}
        loading="lazy"
        decoding="async"
        className={styles.loader}
      />
    </div>
  );
}
