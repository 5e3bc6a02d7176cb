import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ImageGallery } from "~/components/ImageGallery";
import { ProductGrid } from "~/components/ProductGrid";
import { QuickViewDialog } from "~/components/QuickViewDialog";
import { ProductDescription } from "~/components/ProductSummary";
import { ReviewList } from "~/components/ReviewList";
import { ReviewPlace } from "~/components/ReviewPlace";
import { VisitorSlot } from "~/lib/shop-visitor";
import { shopMeta } from "~/lib/meta";
import { useNonce as useNonceOnServer } from "~/nonce.server";
import { useT } from "~/lib/language";
import { PRODUCT_NOT_FOUND } from "~/messages/PRODUCT_NOT_FOUND";
import { RELATED_PRODUCTS } from "~/messages/RELATED_PRODUCTS";
import { RELATED_PRODUCTS_LABEL } from "~/messages/RELATED_PRODUCTS_LABEL";
import type { CachedPageHandle } from "#server/cart/page-variant";
import type { loader, action } from "./product";
import { ProductBuyBox } from "./ProductBuyBox";
import { ProductTabs } from "./ProductTabs";

export { action, loader } from "./product";

/** This response's CSP nonce on the server; none in the browser (app/nonce.server.tsx). */
const useNonce = useNonceOnServer ?? (() => undefined);

/**
 * The product page (spec §2): gallery, name, options with the price they make, add-to-cart,
 * delivery and shipping, section and category, reviews and description, related products.
 * The option choice and the chosen image live in the query string, so all of it works
 * without JavaScript.
 */

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  // The canonical link comes from the root layout (app/lib/seo.ts), like every page's.
  shopMeta({ matches, location }, data?.meta.title ?? PRODUCT_NOT_FOUND, data?.meta.description);

export default function ProductPage() {
  const { product, currency, imageIndex, reviews, related, delivery, shippingLabel, category, section, brand, jsonLd } =
    useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const nonce = useNonce();
  const t = useT();
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
        <ProductBuyBox
          product={product}
          currency={currency}
          delivery={delivery}
          shippingLabel={shippingLabel}
          category={category}
          section={section}
          brand={brand}
        />
      </div>

      <ProductTabs
        opened={actionData ? "reviews" : undefined}
        panels={{
          reviews: (
            <ReviewList
              reviews={reviews}
              form={
                <VisitorSlot name="review" props={{ productId: product.id }}>
                  <ReviewPlace key={product.id} productId={product.id} lastResult={actionData?.result} />
                </VisitorSlot>
              }
            />
          ),
          description: <ProductDescription html={product.descriptionHtml} />,
        }}
      />

      {related.length > 0 ? (
        <section className="mt-12" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-4 text-xl font-bold text-ink">
            {t(RELATED_PRODUCTS)}
          </h2>
          <ProductGrid products={related} label={t(RELATED_PRODUCTS_LABEL)} />
        </section>
      ) : null}
      <QuickViewDialog />
    </article>
  );
}
