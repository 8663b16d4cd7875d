import React, { useEffect, useRef, useState } from "react";
import { Icon } from "./icon";
import Slider from "react-slick";
import "slick-carousel/slick/slick.css";
import { useMediaQuery, useViewportWidth } from "../../hooks/use-media-query";
import { controlState, visibleCount, type CarouselPreset } from "../../lib/carousel";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import * as styles from "./carousel.module.css";

export interface CarouselProps {
  preset: CarouselPreset;
  /** Accessible name of the carousel region. */
  label: string;
  children: React.ReactNode;
  /** "overlay": arrows over the slides (hero); "below": controls under them. */
  variant?: "overlay" | "below";
  /** A visible pause/play button (required for motion lasting over 5 s). */
  pauseButton?: boolean;
  className?: string;
}

/**
 * The one wrapper over react-slick. It owns the auto-advance timer (restarted by
 * every slide change, so a manual move restarts it), the lock while a slide moves,
 * and the pauses: hover (when the preset says), keyboard focus inside, the pause
 * button, and visitors who ask for reduced motion.
 */
export function Carousel({
  preset,
  label,
  children,
  variant = "below",
  pauseButton = false,
  className,
}: CarouselProps) {
  const words = useDictionary().common.carousel;
  const slider = useRef<Slider>(null);
  const region = useRef<HTMLElement>(null);
  const slides = React.Children.toArray(children);
  const total = slides.length;
  const [current, setCurrent] = useState(0);
  const [locked, setLocked] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  // Wrapping needs react-slick's cloned slides; they are added after hydration so the
  // server HTML carries each slide once (smaller pages, no duplicate content).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const width = useViewportWidth();
  const visible = Math.min(total, width === null ? preset.visible.base : visibleCount(width, preset.visible));
  const { canPrev, canNext } = controlState(current, total, visible, preset.infinite);

  const playing =
    preset.intervalMs !== null &&
    !reducedMotion &&
    !userPaused &&
    !keyboardFocus &&
    !(preset.pauseOnHover && hovered) &&
    canNext;

  useEffect(() => {
    if (!playing || preset.intervalMs === null) return undefined;
    const timer = window.setTimeout(() => slider.current?.slickNext(), preset.intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, preset.intervalMs]);

  // Slides out of view (react-slick marks them aria-hidden, clones included) are made
  // inert, so their links cannot take focus even while they slide out.
  useEffect(() => {
    region.current?.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      slide.inert = slide.getAttribute("aria-hidden") === "true";
    });
  });

  // The lock is our own timer, not react-slick's afterChange: react-slick drops that
  // callback when its list is resized mid-move (its ResizeObserver), which left the
  // controls locked for good.
  const speed = reducedMotion ? 0 : preset.speedMs;
  const unlockTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(unlockTimer.current), []);

  const move = (action: () => void, allowed: boolean) => () => {
    if (locked || !allowed) return;
    action();
  };

  const settings = {
    arrows: false,
    dots: false,
    autoplay: false,
    infinite: preset.infinite && mounted,
    // Our lock (aria-disabled controls for the length of a move) decides; react-slick's
    // own wait would also swallow a click in the 10 ms after a move ends.
    waitForAnimate: false,
    speed,
    // Our own width rule rather than react-slick's `responsive`, which (0.31) only
    // reacts to a resize and ignores the width the page was opened at.
    slidesToShow: visible,
    slidesToScroll: 1,
    beforeChange: (_from: number, to: number) => {
      setLocked(true);
      setCurrent(to);
      window.clearTimeout(unlockTimer.current);
      unlockTimer.current = window.setTimeout(() => setLocked(false), speed);
    },
    afterChange: (index: number) => setCurrent(index),
  };

  const controls = (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-disabled={locked || !canPrev}
        onClick={move(() => slider.current?.slickPrev(), canPrev)}
      >
        <Icon name="chevron-left" />
        <span className="visually-hidden">{words.previous}</span>
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-disabled={locked || !canNext}
        onClick={move(() => slider.current?.slickNext(), canNext)}
      >
        <Icon name="chevron-right" />
        <span className="visually-hidden">{words.next}</span>
      </button>
    </>
  );

  return (
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, styles[variant], className].filter(Boolean).join(" ")}
      style={{ "--carousel-speed": `${preset.speedMs}ms` } as React.CSSProperties}
      data-current={current}
      data-locked={locked}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardFocus(event.target.matches(":focus-visible"))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
      }}
    >
      <Slider ref={slider} {...settings}>
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={fillTemplate(words.slide, { index: String(index + 1), total: String(total) })}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </Slider>
      <div className={styles.controls}>
        {controls}
        {preset.dots && (
          <ul className={styles.dots}>
            {slides.map((_, index) => (
              <li key={index}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={index === current ? "true" : undefined}
                  aria-disabled={locked}
                  onClick={move(() => slider.current?.slickGoTo(index), index !== current)}
                >
                  <span className="visually-hidden">{fillTemplate(words.showSlide, { index: String(index + 1) })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {pauseButton && preset.intervalMs !== null && (
          <button type="button" className={styles.pause} onClick={() => setUserPaused((paused) => !paused)}>
            {userPaused ? <Icon name="play" /> : <Icon name="pause" />}
            <span className="visually-hidden">{userPaused ? words.play : words.pause}</span>
          </button>
        )}
      </div>
    </section>
  );
}
