import React, { useCallback, useEffect, useRef, useState } from "react";
import { Icon } from "./icon";
import Slider from "react-slick";
import "slick-carousel/slick/slick.css";
import { useBrowserLayoutEffect } from "../../hooks/use-browser-layout-effect";
import { useMediaQuery, useVisibleCount } from "../../hooks/use-media-query";
import { useInView } from "../../hooks/use-in-view";
import { arrowKeyStep, controlState, slickIndex, type CarouselPreset } from "../../lib/carousel";
import { LANGUAGE_INFO } from "../../lib/languages";
import { fillTemplate } from "../../lib/template";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import * as styles from "./carousel.module.css";

export interface CarouselProps {
  preset: CarouselPreset;
  /** Accessible name of the carousel region. */
  label: string;
  children: React.ReactNode;
  /** "overlay": arrows over the slides (hero); "below": controls under them. */
  variant?: "overlay" | "below";
  className?: string;
}

/**
 * The one wrapper over react-slick. It owns the auto-advance timer (restarted by
 * every slide change, so a manual move restarts it), the lock while a slide moves,
 * and the pauses: hover (when the preset says), keyboard focus inside, the pause
 * button (on every carousel that moves by itself), visitors who ask for reduced motion, and the carousel out of view (it starts
 * when half of it is on screen, and starts its interval again each time it comes back).
 *
 * Right to left (Arabic pages) it runs react-slick's `rtl` mode: the first slide at
 * the right, "next" bringing in the slide on its left. `current` is always the
 * visitor's count from the first slide; `slickIndex` turns it into react-slick's.
 */
export function Carousel({ preset, label, children, variant = "below", className }: CarouselProps) {
  const words = useDictionary().common.carousel;
  const rtl = LANGUAGE_INFO[useLanguage()].dir === "rtl";
  const slider = useRef<Slider>(null);
  const region = useRef<HTMLElement>(null);
  const slides = React.Children.toArray(children);
  const total = slides.length;
  const [current, setCurrent] = useState(0);
  const [locked, setLocked] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [keyboardFocus, setKeyboardFocus] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  const inView = useInView(region);
  const visible = Math.min(total, useVisibleCount(preset.visible));
  const { canPrev, canNext } = controlState(current, total, visible, preset.infinite);
  const toSlick = useCallback((index: number) => slickIndex(index, total, visible, rtl), [total, visible, rtl]);
  // A move goes to the slide next to ours, in react-slick's (left to right) count, which
  // runs back from the visitor's right to left. From our count, not with slickNext/Prev:
  // react-slick runs a move a task after it is asked for, reading its own current slide,
  // which React may not have updated yet from the move before (the re-placing right after
  // hydration, then a press). One past either end wraps through its clones where it wraps.
  const goTo = useCallback((slickSlide: number) => slider.current?.slickGoTo(slickSlide), []);
  const goBy = useCallback(
    (step: 1 | -1) => goTo(toSlick(current) + (rtl ? -step : step)),
    [goTo, current, toSlick, rtl],
  );
  const goNext = useCallback(() => goBy(1), [goBy]);
  const goPrev = () => goBy(-1);

  const playing =
    preset.intervalMs !== null &&
    !reducedMotion &&
    inView &&
    !userPaused &&
    !keyboardFocus &&
    !(preset.pauseOnHover && hovered) &&
    canNext;

  useEffect(() => {
    if (!playing || preset.intervalMs === null) return undefined;
    const timer = window.setTimeout(goNext, preset.intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, current, preset.intervalMs, goNext]);

  // Right to left, react-slick's index of the visitor's slide depends on how many show:
  // when the width changes that (after hydration, which renders the server's count, or on
  // a resize), the same slide is put back in place without a move or a lock. In the commit
  // that rendered the new count (a layout effect, as the width is read in one), so the
  // re-placing is queued before any press the visitor makes once it is hydrated:
  // react-slick runs its moves in order, a task later, each from where the last one ended.
  const resyncing = useRef(false);
  const renderedVisible = useRef(visible);
  const firstSlide = useRef(toSlick(0)).current;
  useBrowserLayoutEffect(() => {
    if (renderedVisible.current === visible) return;
    renderedVisible.current = visible;
    if (!rtl) return;
    resyncing.current = true;
    slider.current?.slickGoTo(toSlick(current), true);
  });

  // Slides out of view (react-slick marks them aria-hidden, clones included) are made
  // inert, so their links cannot take focus even while they slide out: after each of our
  // renders, and after each of react-slick's own (onReInit), such as the right-to-left
  // re-placing, which changes which slides are hidden without a render of ours.
  const markHiddenSlidesInert = () => {
    region.current?.querySelectorAll<HTMLElement>(".slick-slide").forEach((slide) => {
      slide.inert = slide.getAttribute("aria-hidden") === "true";
    });
  };
  useEffect(markHiddenSlidesInert);

  // The speed for the stylesheet's transitions, set once mounted: a style attribute in the
  // server HTML would need 'unsafe-inline' in the Content-Security-Policy.
  useEffect(() => {
    region.current?.style.setProperty("--carousel-speed", `${preset.speedMs}ms`);
  }, [preset.speedMs]);

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
    // Wrapping needs react-slick's cloned slides, which it renders once mounted and measured
    // (patches/react-slick+0.31.0.patch): the server HTML carries each slide once.
    infinite: preset.infinite,
    rtl,
    // The first slide, for the server's render and the mount (react-slick's rtl mode would
    // mount on its own guess, its last slide: patches/react-slick+0.31.0.patch).
    initialSlide: firstSlide,
    // The arrow keys are ours (onKeyDown below): react-slick's swap them right to left
    // although its reversed track already turns them.
    accessibility: false,
    // Our lock (aria-disabled controls for the length of a move) decides; react-slick's
    // own wait would also swallow a click in the 10 ms after a move ends.
    waitForAnimate: false,
    speed,
    // Our own width rule rather than react-slick's `responsive`, which (0.31) only
    // reacts to a resize and ignores the width the page was opened at.
    slidesToShow: visible,
    slidesToScroll: 1,
    // The visitor's slide is the move's target, from its start. No afterChange: with
    // waitForAnimate off, react-slick calls it for the move a new one interrupts, with that
    // move's start (the re-placing counts as one for its length), which undid the new move.
    beforeChange: (_from: number, to: number) => {
      setCurrent(toSlick(to));
      if (resyncing.current) {
        resyncing.current = false;
        return;
      }
      setLocked(true);
      window.clearTimeout(unlockTimer.current);
      unlockTimer.current = window.setTimeout(() => setLocked(false), speed);
    },
    onReInit: markHiddenSlidesInert,
  };

  const controls = (
    <>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        aria-disabled={locked || !canPrev}
        onClick={move(goPrev, canPrev)}
      >
        <Icon name="chevron-left" />
        <span className="visually-hidden">{words.previous}</span>
      </button>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        aria-disabled={locked || !canNext}
        onClick={move(goNext, canNext)}
      >
        <Icon name="chevron-right" />
        <span className="visually-hidden">{words.next}</span>
      </button>
    </>
  );

  return (
    // The region takes the arrow keys of the carousel pattern from whichever control or slide
    // link inside has focus (the keydown bubbles up); it is not a control itself.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      ref={region}
      aria-roledescription="carousel"
      aria-label={label}
      className={[styles.carousel, styles[preset.name], styles[variant], rtl ? styles.rtl : "", className]
        .filter(Boolean)
        .join(" ")}
      data-current={current}
      data-locked={locked}
      data-playing={playing}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => setKeyboardFocus(event.target.matches(":focus-visible"))}
      onKeyDown={(event) => {
        const step = arrowKeyStep(event.key, rtl);
        if (step === null || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        if (step === 1) move(goNext, canNext)();
        else move(goPrev, canPrev)();
      }}
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
            // react-slick's track is laid out left to right; each slide reads in the page's direction.
            dir={rtl ? "rtl" : undefined}
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
                  onClick={move(() => goTo(toSlick(index)), index !== current)}
                >
                  <span className="visually-hidden">{fillTemplate(words.showSlide, { index: String(index + 1) })}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {/* Every carousel that moves by itself can be stopped (WCAG 2.2.2), also where there is no hover.
            For a visitor who asks for reduced motion nothing moves, so there is nothing to stop. */}
        {preset.intervalMs !== null && !reducedMotion && (
          <button type="button" className={styles.pause} onClick={() => setUserPaused((paused) => !paused)}>
            {userPaused ? <Icon name="play" /> : <Icon name="pause" />}
            <span className="visually-hidden">{userPaused ? words.play : words.pause}</span>
          </button>
        )}
      </div>
    </section>
  );
}
