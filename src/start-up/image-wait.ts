/**
 * When may the loading overlay go? (docs/specification.md section 2, with docs/design.md's changes.)
 * After IMAGE_CHECK_DELAY_MS, look at the page's images: wait for those the browser
 * is loading (not complete, and not lazy images outside the viewport, which the
 * browser has not started); a failed image counts as loaded; with none, done at
 * once; never longer than OVERLAY_MAX_MS. No DOM globals: images and timers come in.
 */
import { IMAGE_CHECK_DELAY_MS, OVERLAY_MAX_MS } from "../lib/constants";

export interface TrackedImage {
  readonly complete: boolean;
  /** The img's loading attribute: "lazy", "eager" or "". */
  readonly loading: string;
  addEventListener(type: "load" | "error", listener: () => void): void;
  removeEventListener(type: "load" | "error", listener: () => void): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

export type WaitResult = "loaded" | "timeout";

export interface WaitOptions<T extends TrackedImage> {
  /** Read when the check runs (after the delay), so a new page's images are there. */
  getImages: () => Iterable<T>;
  isInView: (image: T) => boolean;
  timers?: Timers;
  delayMs?: number;
  maxMs?: number;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/** Whether a box overlaps a viewport of the given size. */
export function isBoxInViewport(box: Box, viewport: { width: number; height: number }): boolean {
  return (
    box.width > 0 &&
    box.height > 0 &&
    box.bottom > 0 &&
    box.right > 0 &&
    box.top < viewport.height &&
    box.left < viewport.width
  );
}

/** What isElementInViewport needs of an element (Element has it). */
export interface Placed {
  getBoundingClientRect(): Box;
}

/** Whether an element shows in a viewport of the given size. */
export function isElementInViewport(element: Placed, viewport: { width: number; height: number }): boolean {
  return isBoxInViewport(element.getBoundingClientRect(), viewport);
}

/** The images worth waiting for: still loading, and not lazy ones out of view. */
export function imagesToWaitFor<T extends TrackedImage>(images: Iterable<T>, isInView: (image: T) => boolean): T[] {
  return Array.from(images).filter((image) => !image.complete && (image.loading !== "lazy" || isInView(image)));
}

/**
 * Calls `onDone` once: "loaded" when every image worth waiting for has loaded or
 * failed (or there was none), "timeout" when `maxMs` passed first. Returns a
 * function that cancels the wait without calling `onDone`.
 */
export function waitForImages<T extends TrackedImage>(
  options: WaitOptions<T>,
  onDone: (result: WaitResult) => void,
): () => void {
  const {
    getImages,
    isInView,
    timers = browserTimers,
    delayMs = IMAGE_CHECK_DELAY_MS,
    maxMs = OVERLAY_MAX_MS,
  } = options;
  let finished = false;
  const pending = new Set<T>();
  const stopListening: Array<() => void> = [];

  const stop = () => {
    finished = true;
    timers.clearTimeout(checkTimer);
    timers.clearTimeout(capTimer);
    for (const off of stopListening.splice(0)) off();
  };
  const finish = (result: WaitResult) => {
    if (finished) return;
    stop();
    onDone(result);
  };

  const check = () => {
    for (const image of imagesToWaitFor(getImages(), isInView)) {
      pending.add(image);
      const settle = () => {
        pending.delete(image);
        if (pending.size === 0) finish("loaded");
      };
      image.addEventListener("load", settle);
      image.addEventListener("error", settle);
      stopListening.push(() => {
        image.removeEventListener("load", settle);
        image.removeEventListener("error", settle);
      });
    }
    if (pending.size === 0) finish("loaded");
  };

  const checkTimer = timers.setTimeout(check, delayMs);
  const capTimer = timers.setTimeout(() => finish("timeout"), maxMs);
  return stop;
}
