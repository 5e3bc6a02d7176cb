import { cutText, formatPrice, roundMoney, roundToHalf, splitName, SUBTITLE_MAX } from "./format";
import { InvalidOptionError, parseOptionIds, resolveOptions, type OptionGroupView } from "./options";
import type { CatalogueProduct } from "./catalog";
import type { SignedInUser } from "#server/identity/session";
import { mediaUrl } from "#server/tenancy/shop";
import { inLanguage, ReviewCreateResponseSchema, type Product, type Review } from "#server/upstream/contract";
import type { Language } from "#server/platform/language";
import { upstreamRequest } from "#server/upstream/client";

/**
 * What the product page and the quick view show of one product: the name parts, the
 * sanitized description, the images, the option choice read from the URL and the price it
 * makes. The raw upstream product (with its untrusted HTML) never reaches the browser.
 */

export type ProductImageView = { url: string; alt: string };

export type ProductView = {
  id: number;
  title: string;
  subtitle: string;
  /** Second part of the name cut to 20 characters plus "...". */
  subtitleShort: string;
  /** Sanitized HTML; empty when the product has no description. */
  descriptionHtml: string;
  images: ProductImageView[];
  /** The option buttons offered (the quick view offers stockable priced values only). */
  groups: OptionGroupView[];
  /** Every chosen value id, one per group: the hidden `option` fields of add-to-cart. */
  chosenIds: number[];
  unitPrice: number;
  priceLabel: string;
  /** The struck-through price when the product is on promotion, with the same options. */
  oldPriceLabel: string | null;
  /** Average in half steps, for the stars. */
  rating: number;
  /** Average with one decimal, for the text beside the stars. */
  ratingAverage: number;
  reviewCount: number;
  /** Set when the URL asked for an option this product does not offer. */
  optionNotice: string | null;
};

export type ReviewView = { id: number; name: string; rating: number; comment: string; date: string };

/** The texts a product view writes, in the page's language (a domain never imports the app's catalogues). */
export type ProductViewTexts = {
  /** A link asked for an option the product does not offer. */
  optionNotAvailable: string;
  /** The alt text of the product's nth image. */
  imageAlt: (title: string, index: number) => string;
};

type Choice = Pick<ProductView, "groups" | "chosenIds" | "unitPrice" | "optionNotice">;

function chooseOptions(
  product: Product,
  rawIds: string[],
  stockablePricedOnly: boolean,
  language: Language,
  optionNotAvailable: string,
): Choice {
  try {
    // The quick view's choice is only what it shows: a group hidden there entirely gets no
    // value, in the price or in the form (the cart leaves it unchosen too).
    const { groups, chosenIds, unitPrice } = resolveOptions(product, parseOptionIds(rawIds), {
      stockablePricedOnly,
      language,
    });
    return { groups, chosenIds, unitPrice, optionNotice: null };
  } catch (error) {
    if (!(error instanceof InvalidOptionError) || rawIds.length === 0) throw error;
    return {
      ...chooseOptions(product, [], stockablePricedOnly, language, optionNotAvailable),
      optionNotice: optionNotAvailable,
    };
  }
}

export function toProductView(
  product: CatalogueProduct,
  currency: string,
  rawOptionIds: string[],
  view: { language: Language; texts: ProductViewTexts; stockablePricedOnly?: boolean },
): ProductView {
  const { language, texts } = view;
  const { title, subtitle } = splitName(inLanguage(product.name, language));
  const choice = chooseOptions(
    product,
    rawOptionIds,
    view.stockablePricedOnly ?? false,
    language,
    texts.optionNotAvailable,
  );
  const images = product.productImages
    .map((image) => mediaUrl(image.url))
    .filter((url) => url !== "")
    .map((url, index) => ({ url, alt: texts.imageAlt(title, index + 1) }));
  const oldPrice =
    product.has_promotion && product.old_price !== null
      ? roundMoney(product.old_price + choice.unitPrice - product.price)
      : null;
  return {
    id: product.id,
    title,
    subtitle,
    subtitleShort: cutText(subtitle, SUBTITLE_MAX),
    descriptionHtml: inLanguage(product.descriptionHtml, language),
    images,
    ...choice,
    priceLabel: formatPrice(choice.unitPrice, currency),
    oldPriceLabel: oldPrice === null ? null : formatPrice(oldPrice, currency),
    rating: roundToHalf(product.rateAvg),
    ratingAverage: Math.round(product.rateAvg * 10) / 10,
    reviewCount: product.rateCount || product.ratesProduct.length,
  };
}

export function toReviewView(review: Review): ReviewView {
  const name = [review.user?.firstName, review.user?.lastName].filter(Boolean).join(" ");
  return {
    id: review.id,
    name: name || "Anonymous",
    rating: roundToHalf(review.rateValue),
    comment: review.comment,
    date: review.created_at.slice(0, 10),
  };
}

/**
 * Posts the shopper's review of a product (per user, never cached: the caller forgets the
 * product's cached reviews). A second review of the same product is an UpstreamError "rejected".
 */
export async function createReview(
  shopId: number,
  user: SignedInUser,
  review: { productId: number; rateValue: number; comment: string },
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: "products/rates/create/",
    query: { tenantId: shopId },
    json: { comment: review.comment, rateValue: review.rateValue, product: review.productId, user: user.userId },
    token: user.token,
    schema: ReviewCreateResponseSchema,
  });
}

/**
 * schema.org Product data as the text of a JSON-LD script. `<`, `>` and `&` are escaped so
 * nothing in a product's name can close the script element.
 */
export function productJsonLd(
  view: ProductView,
  input: { origin: string; url: string; currency: string; description: string; reviewCount: number },
): string {
  const json = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: view.subtitle ? `${view.title} ${view.subtitle}` : view.title,
    sku: String(view.id),
    image: view.images.map((image) => new URL(image.url, input.origin).href),
    ...(input.description ? { description: input.description } : {}),
    offers: {
      "@type": "Offer",
      url: input.url,
      price: view.unitPrice.toFixed(2),
      priceCurrency: input.currency,
      availability: "https://schema.org/InStock",
    },
    ...(input.reviewCount > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: view.ratingAverage,
            reviewCount: input.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return JSON.stringify(json)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
