import React from "react";
import { Carousel } from "../ui/carousel";
import { StarRating } from "../ui/star-rating";
import { REVIEWS_CAROUSEL } from "../../lib/carousel";
import { fillTemplate } from "../../lib/template";
import { useDictionary } from "../../i18n/language-context";
import { ReviewCard } from "./review-card";
import * as styles from "./reviews-section.module.css";

export interface ReviewsSectionProps {
  reviews: ReadonlyArray<Queries.ReviewCardFragment>;
  summary: { rating: number; reviewCount: number; ratingLabel: string };
}

/** The 'EXCELLENT' summary and the reviews carousel (1/2/3 cards). */
export function ReviewsSection({ reviews, summary }: ReviewsSectionProps) {
  const words = useDictionary().home.reviews;
  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        <p className={styles.label}>{summary.ratingLabel}</p>
        <StarRating rating={summary.rating} />
        <p className={styles.count}>
          {fillTemplate(words.summary, { rating: String(summary.rating), count: String(summary.reviewCount) })}
        </p>
      </div>
      <Carousel preset={REVIEWS_CAROUSEL} label={words.carousel} className={styles.carousel}>
        {reviews.map((review) => (
          <ReviewCard key={`${review.name}-${review.isoDate}`} review={review} />
        ))}
      </Carousel>
    </div>
  );
}
