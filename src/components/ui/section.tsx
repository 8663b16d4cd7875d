import React from "react";
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

/** A page section: optional eyebrow, heading and intro, then its content. */
export function Section({ title, eyebrow, intro, tone = "plain", id, more, children }: SectionProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={tone === "alt" ? `${styles.section} ${styles.alt}` : styles.section}
    >
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
    </section>
  );
}
