import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { Link } from "#link";
import { lazy, Suspense, useEffect, useState } from "react";
import { flushSync } from "react-dom";
import { useHydrated } from "remix-utils/use-hydrated";
import { AddToCartForm } from "~/components/AddToCartForm";
import { ImageGallery } from "~/components/ImageGallery";
import { OptionPicker } from "~/components/OptionPicker";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { OptionNotice, ProductDescription, ProductPrice, RatingSummary } from "~/components/QuickViewContent";
import { ReviewForm as ReviewFormOnServer } from "~/components/ReviewForm.server";
import { ReviewList } from "~/components/ReviewList";
import { ReviewSignIn } from "~/components/ReviewSignIn";
import { WishlistHeart } from "~/components/WishlistHeart";
import { useShopVisitor } from "~/lib/shop-visitor";
import { shopMeta } from "~/lib/meta";
import { useNonce } from "~/nonce";
import type { CachedPageHandle } from "#server/cart/page-variant";
import type { loader, action } from "./product";

export { action, loader } from "./product";

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
