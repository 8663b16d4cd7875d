import React, { useEffect, useId, useRef, useState } from "react";
import { graphql } from "gatsby";
import { truncate } from "../../lib/text";
import { fillTemplate } from "../../lib/template";
import { useDictionary, useLanguage } from "../../i18n/language-context";
import { DEFAULT_LANGUAGE } from "../../lib/languages";
import { StarRating } from "../ui/star-rating";
import * as styles from "./review-card.module.css";

export interface ReviewCardProps {
  review: Queries.ReviewCardFragment;
}

/** A customer review; text over 50 characters is cut until 'Read more'. */
export function ReviewCard({ review }: ReviewCardProps) {
  const [expanded, setExpanded] = useState(false);
  const words = useDictionary().home.reviews;
  // The reviewers wrote in English: a page in another language shows their words translated, and says so.
  const translated = useLanguage() !== DEFAULT_LANGUAGE;
  const textId = useId();
  const short = truncate(review.text);
  // The button goes once the text is whole: the focus moves to the text it revealed, where
  // reading goes on, not back to the top of the page (WCAG 2.4.3).
  const textRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (expanded) textRef.current?.focus();
  }, [expanded]);
  return (
    <figure className={styles.card}>
      <StarRating rating={review.rating} />
      <blockquote className={styles.quote}>
        <p id={textId} ref={textRef} tabIndex={expanded ? -1 : undefined}>
          {expanded ? review.text : short.text}
        </p>
      </blockquote>
      {short.truncated && !expanded && (
        <button
          type="button"
          className={styles.more}
          aria-controls={textId}
          // Which review, for screen readers; the name starts with the words the button shows.
          aria-label={fillTemplate(words.readMoreLabel, { name: review.name })}
          onClick={() => setExpanded(true)}
        >
          {words.readMore}
        </button>
      )}
      <figcaption className={styles.author}>
        <strong>{review.name}</strong>
        <span>{review.company}</span>
        <time dateTime={review.isoDate}>{review.displayDate}</time>
        {translated && <span className={styles.translated}>{words.translated}</span>}
      </figcaption>
    </figure>
  );
}

export const query = graphql`
  fragment ReviewCard on Review {
    name
    company
    rating
    text
    isoDate: date
    displayDate
  }
`;
