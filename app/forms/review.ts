import { z } from "zod";

/**
 * The 'Add Your Review' form (spec §2 Product page): a star rating and a comment, both
 * required. Shared by the browser (conform, with JavaScript) and the product page's action.
 */

export const ADD_YOUR_REVIEW = "Add Your Review";
export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";
export const COMMENT_REQUIRED = "Please write a comment.";
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_TOO_LONG = `Please keep your comment under ${COMMENT_MAX_LENGTH} characters.`;
/** Spec §8: the upstream refuses a second review of the same product by the same shopper. */
export const ALREADY_REVIEWED = "you already have reviewed this product";
export const REVIEW_ADDED = "Thank you! Your review was added.";
export const REVIEW_FAILED = "Your review could not be sent. Please try again.";

export const RATING_VALUES = [1, 2, 3, 4, 5] as const;

export const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  rateValue: z
    .number({ required_error: RATING_REQUIRED, invalid_type_error: RATING_REQUIRED })
    .int(RATING_REQUIRED)
    .min(1, RATING_REQUIRED)
    .max(5, RATING_REQUIRED),
  comment: z.string({ required_error: COMMENT_REQUIRED }).trim().min(1, COMMENT_REQUIRED).max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
});

export type ReviewForm = z.infer<typeof ReviewFormSchema>;
