import { getCollectionProps, getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { FORM_BUTTON_CLASS, FormTokenInput, RATING_VALUES } from "~/forms/form-ui";
import type { ReviewFormSchema } from "~/forms/review";
import { COMMENT_MAX_LENGTH } from "~/texts";
import { useLocalizedPath, useT } from "~/lib/language";
import { ADD_YOUR_REVIEW } from "~/messages/ADD_YOUR_REVIEW";
import { REVIEW_ADDED } from "~/messages/REVIEW_ADDED";
import { SENDING } from "~/messages/SENDING";
import { SUBMIT_REVIEW } from "~/messages/SUBMIT_REVIEW";
import { YOUR_RATING } from "~/messages/YOUR_RATING";
import { YOUR_REVIEW } from "~/messages/YOUR_REVIEW";
import { starCount } from "~/messages/starCount";
import { FormMessage } from "./AuthForm";

/** What the product page's action answers the review form. */
export type ReviewAnswer = { result: SubmissionResult<string[]>; reviewed: boolean };

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.5 1.3 6.6L12 17.3l-5.9 3.2 1.3-6.6L2.5 9.4l6.6-.8z";

type ReviewFormProps = {
  productId: number;
  /** The form's one-time token (server/identity/form-once.ts); null only on a render from before sign-in. */
  formToken: string | null;
  /** The action's answer to a plain (no-JavaScript) POST: its field errors. */
  lastResult?: SubmissionResult<string[]> | null;
};

/**
 * 'Add Your Review': five radio inputs `rateValue` drawn as stars (keyboard: Tab into the
 * group, arrows to choose) and a `comment`, both required. A real POST form to the product
 * page, answered with a 303 and a flash; with JavaScript a fetcher sends it, the reviews
 * reload through revalidation and the form clears. For signed-in shoppers only: guests get
 * ReviewSignIn instead, and the browser loads this module (and conform) only when it shows
 * (app/routes/(ar)._shop.single-product.$id/route.tsx).
 */
export function ReviewForm({ productId, formToken, lastResult }: ReviewFormProps) {
  const fetcher = useFetcher<ReviewAnswer>();
  const hydrated = useHydrated();
  const t = useT();
  const localized = useLocalizedPath();
  const [form, fields] = useForm<z.input<typeof ReviewFormSchema>>({
    id: `review-${productId}`,
    lastResult: fetcher.data?.result ?? lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });

  const busy = fetcher.state !== "idle";
  const added = !busy && fetcher.data?.reviewed === true;
  const rating = fields.rateValue;
  // The form's own #id: a plain POST's answer (a refusal rendered in place) opens at the form.
  return (
    <fetcher.Form
      method="post"
      action={localized(`/single-product/${productId}#${form.id}`)}
      {...getFormProps(form)}
      className="space-y-4 rounded-lg border border-ink/10 bg-bright-bg p-4"
      data-testid="review-form"
    >
      <h2 className="text-lg font-semibold text-ink">{t(ADD_YOUR_REVIEW)}</h2>
      <input type="hidden" name="intent" value="review" />
      {formToken ? <FormTokenInput token={formToken} /> : null}
      {hydrated ? <input type="hidden" name="fetcher" value="1" /> : null}
      <fieldset>
        <legend className="text-sm font-medium">{t(YOUR_RATING)}</legend>
        <div className="mt-1 flex w-fit gap-1">
          {getCollectionProps(rating, { type: "radio", options: RATING_VALUES.map(String) }).map(
            ({ key, ...props }) => (
              // A star lights up when its value or a higher one is chosen (or hovered).
              <span
                key={key}
                className="relative rounded text-gray-300 hover:text-bright [&:has(input:checked)]:text-bright [&:has(input:focus-visible)]:ring-2 [&:has(input:focus-visible)]:ring-main [&:has(~span:hover)]:text-bright [&:has(~span_input:checked)]:text-bright"
              >
                <input {...props} className="sr-only" />
                <label htmlFor={props.id} className="block cursor-pointer">
                  <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden>
                    <path d={STAR} fill="currentColor" />
                  </svg>
                  <span className="sr-only">{t(starCount)(Number(props.value))}</span>
                </label>
              </span>
            ),
          )}
        </div>
        <FieldError id={rating.errorId} errors={rating.errors} />
      </fieldset>
      <div>
        <label htmlFor={fields.comment.id} className="block text-sm font-medium">
          {t(YOUR_REVIEW)}
        </label>
        <textarea
          {...getTextareaProps(fields.comment)}
          rows={4}
          maxLength={COMMENT_MAX_LENGTH}
          className="mt-1 w-full rounded border border-ink/20 bg-white px-3 py-2 aria-[invalid=true]:border-red-600"
        />
        <FieldError id={fields.comment.errorId} errors={fields.comment.errors} />
      </div>
      <FormMessage text={form.errors?.[0]} />
      <p
        role="status"
        aria-live="polite"
        className="min-h-5 text-sm font-medium text-green-800"
        data-testid="review-added"
      >
        {added ? t(REVIEW_ADDED) : ""}
      </p>
      <button type="submit" disabled={busy} className={FORM_BUTTON_CLASS}>
        {busy ? t(SENDING) : t(SUBMIT_REVIEW)}
      </button>
    </fetcher.Form>
  );
}

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">
      {errors[0]}
    </p>
  );
}
