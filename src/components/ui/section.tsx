import React, { Suspense } from "react";
import { Container } from "./container";
import { ButtonLink } from "./button-link";
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
  children: React.ReactNode;
}

/**
 * A page section: optional eyebrow, heading and intro, then its content.
 *
 * The content sits in a Suspense boundary. It never suspends, so the server renders it
 * whole; in the browser React hydrates the frame first and then each section in a task
 * of its own at low priority, yielding to the browser in between, instead of one long
 * task for the whole page (home page: a 450 ms task became several under 150 ms). A
 * click or key press inside a section not hydrated yet makes React hydrate it at once
 * and replay the event.
 */
export function Section({ title, eyebrow, intro, tone = "plain", id, more, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={tone === "alt" ? `${styles.section} ${styles.alt}` : styles.section}
    >
      <Suspense fallback={null}>
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
      </Suspense>
    </section>
  );
}
