import React from "react";
import { Carousel } from "../ui/carousel";
import { StarRating } from "../ui/star-rating";
import { REVIEWS_CAROUSEL } from "../../lib/carousel";
import { ReviewCard } from "./review-card";
import * as styles from "./reviews-section.module.css";

export interface ReviewsSectionProps {
  reviews: ReadonlyArray<Queries.ReviewCardFragment>;
  summary: { rating: number; reviewCount: number; ratingLabel: string };
}

/** The 'EXCELLENT' summary and the reviews carousel (1/2/3 cards). */
export function ReviewsSection({ reviews, summary }: ReviewsSectionProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.summary}>
        <p className={styles.label}>{summary.ratingLabel}</p>
        <StarRating rating={summary.rating} />
        <p className={styles.count}>{`${summary.rating} out of 5, based on ${summary.reviewCount} reviews`}</p>
      </div>
      <Carousel preset={REVIEWS_CAROUSEL} label="Customer reviews" className={styles.carousel}>
        {reviews.map((review) => (
          <ReviewCard key={`${review.name}-${review.isoDate}`} review={review} />
        ))}
      </Carousel>
    </div>
  );
}
