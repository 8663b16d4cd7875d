import React, { useEffect, useRef, useState } from "react";
import { LOADER_SIZE_PX } from "../../lib/constants";
import { FIRST_SCREEN_READY_CLASS, LOADING_OVERLAY_ATTRIBUTE } from "../../start-up/first-screen";
import { isElementInViewport, waitForImages } from "../../start-up/image-wait";
import * as styles from "./loading-overlay.module.css";

export interface LoadingOverlayProps {
  pathname: string;
}

/**
 * A full-screen loader over a blurred backdrop while the page's images load, on first
 * load and after every route change. The static HTML renders it; CSS shows it only on
 * pages running JavaScript and hides it after OVERLAY_MAX_MS whatever happens. On the
 * first page, the inline script first in the body hides it once the first screen is parsed
 * and its images are in, without waiting for this component (src/start-up/first-screen.ts);
 * after a route change this component waits for the new page's images. It never takes a tap
 * (pointer-events: none): what is under it answers. Hidden from assistive technology; it
 * holds no focusable element.
 */
export function LoadingOverlay({ pathname }: LoadingOverlayProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  // The page whose images are in; the first page is the inline script's to watch.
  const [loadedPath, setLoadedPath] = useState(pathname);

  useEffect(() => {
    if (loadedPath === pathname) return;
    return waitForImages(
      {
        getImages: () => Array.from(document.images).filter((image) => !overlayRef.current?.contains(image)),
        isInView: (image) => isElementInViewport(image, { width: window.innerWidth, height: window.innerHeight }),
      },
      () => {
        // Also when the visitor left the first page before its images were in.
        document.documentElement.classList.add(FIRST_SCREEN_READY_CLASS);
        setLoadedPath(pathname);
      },
    );
  }, [pathname, loadedPath]);

  const waiting = loadedPath !== pathname;
  return (
    <div
      ref={overlayRef}
      className={waiting ? `${styles.overlay} ${styles.waiting}` : styles.overlay}
      aria-hidden="true"
      data-testid="loading-overlay"
      {...{ [LOADING_OVERLAY_ATTRIBUTE]: "" }}
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
