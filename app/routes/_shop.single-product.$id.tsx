import { parseWithZod } from "@conform-to/zod";
import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#link";
import { lazy, Suspense, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
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
import { AddToCartForm } from "~/components/AddToCartForm";
import { ImageGallery } from "~/components/ImageGallery";
import { OptionPicker } from "~/components/OptionPicker";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { OptionNotice, ProductDescription, ProductPrice, RatingSummary } from "~/components/QuickViewContent";
import type { ReviewAnswer } from "~/components/ReviewForm";
import { ReviewForm as ReviewFormOnServer } from "~/components/ReviewForm.server";
import { ReviewList } from "~/components/ReviewList";
import { ReviewSignIn } from "~/components/ReviewSignIn";
import { WishlistHeart } from "~/components/WishlistHeart";
import { useShopVisitor } from "~/lib/shop-visitor";
import { ReviewFormSchema } from "~/forms/review";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";
import { ALREADY_REVIEWED, REVIEW_ADDED, REVIEW_FAILED } from "~/texts";
import { shopMeta } from "~/lib/meta";
import { useNonce } from "~/nonce";
import type { CachedPageHandle } from "#server/cart/page-variant";

/**
 * The product page (spec §2): gallery, name, options with the price they make, add-to-cart,
 * delivery and shipping, section and category, reviews and description, related products.
 * The option choice and the chosen image live in the query string, so all of it works
 * without JavaScript.
 */

/**
 * 'Add Your Review' is for signed-in shoppers, and its form needs conform (about 10 KB of
 * JavaScript, gzipped): the browser loads it only when the form shows, so a guest's product
 * page never does. The server renders the form in place (ReviewForm.server.tsx, empty in the
 * browser build) inside the Suspense boundary the browser hydrates once the chunk is there.
 */
const ReviewForm =
  ReviewFormOnServer ??
  lazy(() => import("~/components/ReviewForm").then((module) => ({ default: module.ReviewForm })));

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, params, shop }) => {
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

    const view = toProductView(product, shop.currency, url.searchParams.getAll("option"));
    const imageParam = Number(url.searchParams.get("image"));
    const imageIndex =
      Number.isInteger(imageParam) && imageParam >= 1 && imageParam <= view.images.length ? imageParam - 1 : 0;
    const reviewCount = reviews ? reviews.length : view.reviewCount;
    const origin = requestOrigin(request);
    const canonical = `${origin}/single-product/${id}`;
    const description = product.descriptionText || view.subtitle;

    return {
      product: { ...view, reviewCount },
      currency: shop.currency,
      imageIndex,
      reviews,
      related: related
        .filter((item) => item.id !== id)
        .slice(0, RELATED_PRODUCTS)
        .map((item) => toProductCard(item, shop.currency)),
      delivery: product.deliveryTime ?? shop.defaultDeliveryTime,
      shippingLabel: formatPrice(product.shippingCost ?? shop.defaultShippingCost, shop.currency),
      category: product.category ? { id: product.category.id, name: product.category.name.en } : null,
      section: product.category?.section?.name.en ?? null,
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
  return shopRoute(args, async ({ request, params, shop }) => {
    const productId = idOrNotFound(params.id);
    const back = `/single-product/${productId}#reviews`;
    const session = await getSession(request);
    const user = signedInUser(session, shop.id);
    if (!user) return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`, { status: 303 });
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: ReviewFormSchema });
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
        const message = error.kind === "rejected" ? ALREADY_REVIEWED : REVIEW_FAILED;
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
      return created(back, REVIEW_ADDED, cleared);
    });
  });
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  // The canonical link comes from the root layout (app/lib/seo.ts), like every page's.
  shopMeta(matches, data?.meta.title ?? "Product not found", data?.meta.description);

type Tab = "reviews" | "description";
const TABS: Array<{ id: Tab; label: string }> = [
  { id: "reviews", label: "Reviews" },
  { id: "description", label: "Description" },
];
const isTab = (value: string): value is Tab => value === "reviews" || value === "description";

/**
 * The Reviews / Description switch. Without JavaScript both panels show, one under the other,
 * and the two links jump to them; with JavaScript the links become tabs. `opened` is the tab
 * that holds the answer to what the shopper just sent (a review sent before the scripts ran
 * comes back as a page whose answer must not hide behind the other tab).
 */
function ProductTabs({ panels, opened }: { panels: Record<Tab, React.ReactNode>; opened?: Tab }) {
  const hydrated = useHydrated();
  // A link to #reviews or #description (the review count, say) opens that tab. Read while
  // hydrating: nothing shows the choice until `hydrated`, so the server's markup still matches.
  const [active, setActive] = useState<Tab>(() => {
    const hash = typeof window === "undefined" ? "" : window.location.hash.slice(1);
    return isTab(hash) ? hash : (opened ?? "description");
  });
  useEffect(() => {
    const onHashChange = () => {
      const hash = window.location.hash.slice(1);
      if (!isTab(hash)) return;
      flushSync(() => setActive(hash));
      document.getElementById(hash)?.scrollIntoView({ block: "start" });
    };
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);
  return (
    <section className="mt-12" aria-label="Reviews and description">
      <div role={hydrated ? "tablist" : undefined} className="flex gap-6 border-b border-ink/10">
        {TABS.map((tab) => (
          <a
            key={tab.id}
            href={`#${tab.id}`}
            id={`tab-${tab.id}`}
            role={hydrated ? "tab" : undefined}
            aria-selected={hydrated ? active === tab.id : undefined}
            aria-controls={hydrated ? tab.id : undefined}
            onClick={(event) => {
              event.preventDefault();
              setActive(tab.id);
            }}
            className={`-mb-px border-b-2 px-1 pb-2 font-semibold ${
              hydrated && active === tab.id ? "border-main text-main" : "border-transparent text-ink/80 hover:text-main"
            }`}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {TABS.map((tab) => (
        <div
          key={tab.id}
          id={tab.id}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? `tab-${tab.id}` : undefined}
          hidden={hydrated && active !== tab.id}
          className="scroll-mt-4 py-6"
        >
          {hydrated ? null : <h2 className="mb-4 text-lg font-semibold text-ink">{tab.label}</h2>}
          {panels[tab.id]}
        </div>
      ))}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-ink">{label}:</dt>
      <dd className="text-ink/80">{children}</dd>
    </div>
  );
}

export default function ProductPage() {
  const {
    product,
    currency,
    imageIndex,
    reviews,
    related,
    delivery,
    shippingLabel,
    category,
    section,
    brand,
    jsonLd,
    reviewFormToken,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { signedIn } = useShopVisitor();
  const location = useLocation();
  const nonce = useNonce();
  const here = `${location.pathname}${location.search}`;
  const imageHref = (index: number) => {
    const params = new URLSearchParams(location.search);
    params.set("image", String(index + 1));
    return `${location.pathname}?${params}`;
  };

  return (
    <article className="mx-auto max-w-7xl px-4 py-8" data-testid="product-page" data-product-id={product.id}>
      <script
        type="application/ld+json"
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: jsonLd }}
      />
      <div className="grid gap-8 md:grid-cols-2">
        {/* key: a new product starts on its chosen image */}
        <ImageGallery key={product.id} images={product.images} selected={imageIndex} hrefFor={imageHref} />
        <div className="flex flex-col gap-5">
          {/* On phones the heart leads the title: the floating WhatsApp link owns the right-hand corner. */}
          <div className="flex items-start gap-3 md:justify-between md:gap-4">
            <div>
              <h1 className="text-3xl font-bold text-ink">{product.title}</h1>
              {product.subtitle ? (
                <p className="mt-1 text-lg text-ink/80" title={product.subtitle} data-testid="product-subtitle">
                  {product.subtitleShort}
                </p>
              ) : null}
            </div>
            <div className="order-first md:order-none">
              <WishlistHeart key={product.id} productId={product.id} label={product.title} variant="page" />
            </div>
          </div>
          <RatingSummary product={product} reviewsHref="#reviews" />
          <ProductPrice product={product} />
          <OptionNotice text={product.optionNotice} />
          <OptionPicker
            groups={product.groups}
            currency={currency}
            pathname={location.pathname}
            search={location.search}
          />
          <AddToCartForm productId={product.id} optionIds={product.chosenIds} redirectTo={here} />
          <dl className="space-y-1 rounded-lg border border-ink/10 bg-bright-bg p-4 text-sm">
            {delivery ? <Detail label="Estimated delivery">{delivery}</Detail> : null}
            <Detail label="Shipping cost">
              <span data-testid="shipping-cost">{shippingLabel}</span>
            </Detail>
            {section ? <Detail label="Section">{section}</Detail> : null}
            {category ? (
              <Detail label="Category">
                <Link to={`/category/${category.id}`} className="text-main underline">
                  {category.name}
                </Link>
              </Detail>
            ) : null}
            {brand ? <Detail label="Brand">{brand}</Detail> : null}
          </dl>
        </div>
      </div>

      <ProductTabs
        opened={actionData ? "reviews" : undefined}
        panels={{
          reviews: (
            <ReviewList
              reviews={reviews}
              form={
                signedIn ? (
                  <Suspense fallback={null}>
                    <ReviewForm
                      key={product.id}
                      productId={product.id}
                      formToken={reviewFormToken}
                      lastResult={actionData?.result}
                    />
                  </Suspense>
                ) : (
                  <ReviewSignIn productId={product.id} />
                )
              }
            />
          ),
          description: <ProductDescription html={product.descriptionHtml} />,
        }}
      />

      {related.length > 0 ? (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-xl font-bold text-ink">
            Related Products
          </h2>
          <ProductGrid products={related} label="Related products" />
        </section>
      ) : null}
      <QuickViewDialog />
    </article>
  );
}
