import { z } from "zod";
import { COMMENT_MAX_LENGTH, COMMENT_REQUIRED, COMMENT_TOO_LONG, RATING_REQUIRED } from "~/texts";

/**
 * The 'Add Your Review' form (spec §2 Product page): a star rating and a comment, both
 * required. Shared by the browser (conform, with JavaScript) and the product page's action.
 */

export const ReviewFormSchema = z.object({
  intent: z.literal("review"),
  rateValue: z
    .number({ required_error: RATING_REQUIRED, invalid_type_error: RATING_REQUIRED })
    .int(RATING_REQUIRED)
    .min(1, RATING_REQUIRED)
    .max(5, RATING_REQUIRED),
  comment: z
    .string({ required_error: COMMENT_REQUIRED })
    .trim()
    .min(1, COMMENT_REQUIRED)
    .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG),
});

export type ReviewForm = z.infer<typeof ReviewFormSchema>;
