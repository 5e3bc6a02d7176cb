import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  forgetReviews,
  loadProduct,
  loadProducts,
  loadReviews,
  RELATED_PRODUCTS,
  toProductCard,
} from "#server/catalog/catalog";
import { formatPrice } from "#server/catalog/format";
import { created, newFormToken, submitOnce } from "#server/identity/form-once";
import { log, errorFields } from "#server/platform/log";
import {
  createReview,
  productJsonLd,
  toProductView,
  toReviewView,
  type ReviewView,
} from "#server/catalog/product-view";
import { requestOrigin } from "#server/platform/request";
import { data, formFailureStatus, idOrNotFound, redirect, shopRoute } from "#server/tenancy/route";
import { getSession, signedInUser } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import { inLanguage } from "#server/upstream/contract";
import type { ReviewAnswer } from "~/components/ReviewForm";
import { reviewFormSchema } from "~/forms/review";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";
import { productViewTexts, textsIn } from "~/lib/texts.server";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const id = idOrNotFound(params.id);
    const url = new URL(request.url);
    // Reviews start with the product; a failure there leaves the rest of the page standing.
    const reviewsRequest = loadReviews(shop.id, id).then(
      (reviews): ReviewView[] | null => reviews.map(toReviewView),
      (error: unknown) => {
        if (!(error instanceof UpstreamError && error.kind === "not_found"))
          log.error("reviews failed", { productId: id, ...errorFields(error) });
        return null;
      },
    );
    const product = await loadProduct(shop.id, id);
    // Related products need the product's category; a failure there only hides the section.
    const relatedRequest = product.category
      ? loadProducts(shop.id, { category: product.category.id, pageSize: RELATED_PRODUCTS + 1 }).then(
          (page) => page.results,
          (error: unknown) => {
            log.error("related products failed", { productId: id, ...errorFields(error) });
            return [];
          },
        )
      : Promise.resolve([]);
    const [reviews, related, session] = await Promise.all([reviewsRequest, relatedRequest, getSession(request)]);

    const view = toProductView(product, shop.currency, url.searchParams.getAll("option"), {
      language,
      texts: productViewTexts(language),
    });
    const imageParam = Number(url.searchParams.get("image"));
    const imageIndex =
      Number.isInteger(imageParam) && imageParam >= 1 && imageParam <= view.images.length ? imageParam - 1 : 0;
    const reviewCount = reviews ? reviews.length : view.reviewCount;
    const origin = requestOrigin(request);
    const canonical = `${origin}/single-product/${id}`;
    const description = inLanguage(product.descriptionText, language) || view.subtitle;

    return {
      product: { ...view, reviewCount },
      currency: shop.currency,
      imageIndex,
      reviews,
      related: related
        .filter((item) => item.id !== id)
        .slice(0, RELATED_PRODUCTS)
        .map((item) => toProductCard(item, shop.currency, language)),
      delivery: product.deliveryTime ?? shop.defaultDeliveryTime,
      shippingLabel: formatPrice(product.shippingCost ?? shop.defaultShippingCost, shop.currency),
      category: product.category
        ? { id: product.category.id, name: inLanguage(product.category.name, language) }
        : null,
      section: product.category?.section ? inLanguage(product.category.section.name, language) : null,
      brand: product.brand?.name || null,
      meta: { title: view.title, description },
      jsonLd: productJsonLd(view, { origin, url: canonical, currency: shop.currency, description, reviewCount }),
      // Only a signed-in shopper gets the review form, and never a kept page: a guest's render stays the same bytes for everyone.
      reviewFormToken: signedInUser(session, shop.id) ? newFormToken() : null,
    };
  });
}

/**
 * 'Add Your Review' (intent=review): signed-in shoppers only. The upstream refuses a second
 * review of the same product. On success the cached reviews are forgotten so the list
 * reloads; a plain POST gets a 303 back with a flash, a fetcher (`fetcher=1`) a cleared form.
 * A form sent twice (a double click without JavaScript, a plain POST and then a fetcher's
 * once the form has hydrated) posts once, and every answer says it was added, never the
 * upstream's refusal of a second review (server/identity/form-once.ts).
 */
export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop, language }) => {
    const productId = idOrNotFound(params.id);
    const back = `/single-product/${productId}#reviews`;
    const session = await getSession(request);
    const user = signedInUser(session, shop.id);
    if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`, { status: 303 });
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: reviewFormSchema(language) });
    if (submission.status !== "success")
      return data<ReviewAnswer>({ result: submission.reply(), reviewed: false }, { status: 400 });
    const once = {
      token: formData.get(FORM_TOKEN_FIELD),
      owner: { shopId: shop.id, userId: user.userId, form: "review" as const },
      contents: submission.value,
    };
    return submitOnce(request, once, async () => {
      try {
        await createReview(shop.id, user, { productId, ...submission.value });
      } catch (error) {
        // Expired sign-in → /login, unknown product → 404 (shopAction); the rest is said in the form.
        if (!(error instanceof UpstreamError) || error.kind === "unauthorized" || error.kind === "not_found")
          throw error;
        const texts = textsIn(language);
        const message = error.kind === "rejected" ? texts.ALREADY_REVIEWED : texts.REVIEW_FAILED;
        return data<ReviewAnswer>(
          { result: submission.reply({ formErrors: [message] }), reviewed: false },
          { status: formFailureStatus(error) },
        );
      }
      await forgetReviews(shop.id, productId);
      // A fetcher gets the cleared form; any repeat of this form (a fetcher's or a plain POST,
      // e.g. one sent before the form hydrated) gets the redirect with the flash, never a second review.
      const cleared =
        formData.get("fetcher") === "1"
          ? data<ReviewAnswer>({ result: submission.reply({ resetForm: true }), reviewed: true })
          : undefined;
      return created(back, textsIn(language).REVIEW_ADDED, cleared);
    });
  });
}
