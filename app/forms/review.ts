import { z } from "zod";
import { COMMENT_MAX_LENGTH } from "~/texts";
import { COMMENT_REQUIRED } from "~/messages/COMMENT_REQUIRED";
import { COMMENT_TOO_LONG } from "~/messages/COMMENT_TOO_LONG";
import { RATING_REQUIRED } from "~/messages/RATING_REQUIRED";
import { perLanguage } from "./per-language";

/**
 * The 'Add Your Review' form (spec §2 Product page): a star rating and a comment, both
 * required. Shared by the browser (its type) and the product page's action; its messages in
 * the page's language (`reviewFormSchema(language)`; ReviewFormSchema is the English one).
 */

export const reviewFormSchema = perLanguage((language) =>
  z.object({
    intent: z.literal("review"),
    rateValue: z
      .number({ required_error: RATING_REQUIRED[language], invalid_type_error: RATING_REQUIRED[language] })
      .int(RATING_REQUIRED[language])
      .min(1, RATING_REQUIRED[language])
      .max(5, RATING_REQUIRED[language]),
    comment: z
      .string({ required_error: COMMENT_REQUIRED[language] })
      .trim()
      .min(1, COMMENT_REQUIRED[language])
      .max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG[language]),
  }),
);

export const ReviewFormSchema = /* @__PURE__ */ reviewFormSchema("en");

export type ReviewForm = z.infer<typeof ReviewFormSchema>;
