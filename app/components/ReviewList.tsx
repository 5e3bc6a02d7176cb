import type { ReviewView } from "#server/catalog/product-view";
import { useT } from "~/lib/language";
import { NO_REVIEWS } from "~/messages/NO_REVIEWS";
import { REVIEWS_FAILED } from "~/messages/REVIEWS_FAILED";
import { Rating } from "./Rating";

type ReviewListProps = {
  /** null when the reviews could not be loaded (the rest of the page still renders). */
  reviews: ReviewView[] | null;
  /** Slot for the 'Add Your Review' form, which needs sign-in (accounts issue). */
  form?: React.ReactNode;
};

/** A product's reviews: reviewer name, stars and comment (spec §2 Product page). */
export function ReviewList({ reviews, form }: ReviewListProps) {
  const t = useT();
  return (
    <div className="space-y-6">
      {reviews === null ? (
        <p role="alert" className="rounded border-s-4 border-red-600 bg-red-50 px-4 py-3 text-red-800">
          {t(REVIEWS_FAILED)}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-ink/80">{t(NO_REVIEWS)}</p>
      ) : (
        <ul className="divide-y divide-ink/10" data-testid="review-list">
          {reviews.map((review) => (
            <li key={review.id} className="py-4" data-testid="review">
              <div className="flex flex-wrap items-center gap-3">
                <p className="font-semibold text-ink">{review.name}</p>
                <Rating value={review.rating} />
                {review.date ? (
                  <time dateTime={review.date} className="text-xs text-ink/80">
                    {review.date}
                  </time>
                ) : null}
              </div>
              {review.comment ? <p className="mt-2 whitespace-pre-line text-ink/80">{review.comment}</p> : null}
            </li>
          ))}
        </ul>
      )}
      {form}
    </div>
  );
}
