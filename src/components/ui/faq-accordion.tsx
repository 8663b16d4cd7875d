import React, { useId, useState } from "react";
import { Icon } from "./icon";
import * as styles from "./faq-accordion.module.css";

export interface FaqItem {
  question: string;
  answer: string;
}

export interface FaqAccordionProps {
  /** The questions, from the page's query (an article's own, or data/faq.json's). */
  items: readonly FaqItem[];
  headingLevel?: "h3" | "h4";
}

/**
 * One answer open at a time; the first is open initially and clicking the open
 * question closes it. Buttons carry aria-expanded and aria-controls.
 */
export function FaqAccordion({ items, headingLevel: Heading = "h3" }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(0);
  const baseId = useId();
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={open ? `${styles.item} ${styles.open}` : styles.item}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.question}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span>{item.question}</span>
                <Icon name="chevron-down" className={styles.chevron} />
              </button>
            </Heading>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!open}
              tabIndex={open ? 0 : -1}
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
