import React, { useRef } from "react";
import { Container } from "./container";
import { ButtonLink } from "./button-link";
import { HydrationBoundary, useHydrationGate, type HydrateWhen } from "./hydration-boundary";
import * as styles from "./section.module.css";

export interface SectionProps {
  title?: string;
  eyebrow?: string;
  intro?: string;
  /** Muted background to separate neighbouring sections. */
  tone?: "plain" | "alt";
  id?: string;
  /** A link after the content to the page with all of it, e.g. every industry's whole text. */
  more?: { to: string; label: string };
  /**
   * When its content hydrates (ui/hydration-boundary.tsx): "near" the viewport (the
   * default), "interaction" for content with nothing to run, "load" for the first screen.
   */
  hydrate?: HydrateWhen;
  children: React.ReactNode;
}

/**
 * A page section: optional eyebrow, heading and intro, then its content.
 *
 * The content hydrates when the visitor needs it, not with the page: it keeps its server
 * HTML (painted, readable, searchable) until it comes near the viewport or the visitor
 * interacts with it (`hydrate`). The `<section>` itself hydrates at load and is what the
 * gate watches.
 */
export function Section({ title, eyebrow, intro, tone = "plain", id, more, hydrate = "near", children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  const element = useRef<HTMLElement>(null);
  const gate = useHydrationGate(element, hydrate);
  return (
    <section
      ref={element}
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={tone === "alt" ? `${styles.section} ${styles.alt}` : styles.section}
    >
      <HydrationBoundary gate={gate}>
        <Container>
          {(title || intro) && (
            <header className={styles.header}>
              {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
              {title && <h2 id={headingId}>{title}</h2>}
              {intro && <p className={styles.intro}>{intro}</p>}
            </header>
          )}
          {children}
          {more && (
            <p className={styles.more}>
              <ButtonLink to={more.to} variant="outline">
                {more.label}
              </ButtonLink>
            </p>
          )}
        </Container>
      </HydrationBoundary>
    </section>
  );
}
