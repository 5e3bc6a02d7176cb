import { useLocation, type useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { AddToCartForm } from "~/components/AddToCartForm";
import { OptionPicker } from "~/components/OptionPicker";
import { OptionNotice, ProductPrice, RatingSummary } from "~/components/ProductSummary";
import { WishlistHeart } from "~/components/WishlistHeart";
import { useT } from "~/lib/language";
import { BRAND } from "~/messages/BRAND";
import { CATEGORY } from "~/messages/CATEGORY";
import { ESTIMATED_DELIVERY } from "~/messages/ESTIMATED_DELIVERY";
import { SECTION } from "~/messages/SECTION";
import { SHIPPING_COST } from "~/messages/SHIPPING_COST";
import type { loader } from "./product";

type ProductPageData = ReturnType<typeof useLoaderData<typeof loader>>;

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="font-semibold text-ink">{label}:</dt>
      <dd className="text-ink/80">{children}</dd>
    </div>
  );
}

/** Beside the gallery: name, wishlist heart, rating, price, options, add-to-cart and the product's details. */
export function ProductBuyBox({
  product,
  currency,
  delivery,
  shippingLabel,
  category,
  section,
  brand,
}: Pick<ProductPageData, "product" | "currency" | "delivery" | "shippingLabel" | "category" | "section" | "brand">) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const t = useT();
  return (
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
      <OptionPicker groups={product.groups} currency={currency} pathname={location.pathname} search={location.search} />
      <AddToCartForm productId={product.id} optionIds={product.chosenIds} redirectTo={here} />
      <dl className="space-y-1 rounded-lg border border-ink/10 bg-bright-bg p-4 text-sm">
        {delivery ? <Detail label={t(ESTIMATED_DELIVERY)}>{delivery}</Detail> : null}
        <Detail label={t(SHIPPING_COST)}>
          <span data-testid="shipping-cost">{shippingLabel}</span>
        </Detail>
        {section ? <Detail label={t(SECTION)}>{section}</Detail> : null}
        {category ? (
          <Detail label={t(CATEGORY)}>
            <Link to={`/category/${category.id}`} className="text-main underline">
              {category.name}
            </Link>
          </Detail>
        ) : null}
        {brand ? <Detail label={t(BRAND)}>{brand}</Detail> : null}
      </dl>
    </div>
  );
}
