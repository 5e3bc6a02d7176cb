import { z } from "zod";
import { countedListSchema, listSchema, pagedSchema } from "./common.ts";
import {
  arrayOf,
  countField,
  decimalOrZeroSchema,
  decimalSchema,
  deliveryTime,
  flag,
  idSchema,
  localizedSchema,
  nullableDecimalSchema,
  optionalText,
  reqId,
  text,
} from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* catalog                                                             */
/* ------------------------------------------------------------------ */

export const BrandSchema = z.object({
  id: idSchema,
  name: z
    .union([z.string(), z.object({ en: text }).transform((n) => n.en)])
    .nullish()
    .transform((v) => v ?? ""),
});
export type Brand = z.infer<typeof BrandSchema>;
/** GET products/brands/?tenantId= */
export const BrandListSchema = listSchema(BrandSchema);
export type BrandList = z.infer<typeof BrandListSchema>;

/** Category; `section` is the section id (an object {id} is accepted too). */
export const CategorySchema = z.object({
  id: idSchema,
  section: z
    .union([idSchema, z.object({ id: idSchema }).transform((s) => s.id)])
    .nullish()
    .transform((v) => v ?? null),
  name: localizedSchema,
  url: optionalText, // image URL
  products_count: countField,
});
export type Category = z.infer<typeof CategorySchema>;
/** GET products/categories/top/?tenantId= */
export const CategoryListSchema = listSchema(CategorySchema);
export type CategoryList = z.infer<typeof CategoryListSchema>;

export const SectionSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  categories: arrayOf(CategorySchema),
});
export type Section = z.infer<typeof SectionSchema>;
/** GET products/sections/?tenantId= */
export const SectionListSchema = listSchema(SectionSchema);
export type SectionList = z.infer<typeof SectionListSchema>;

export const OptionCategorySchema = z.object({ id: idSchema, name: localizedSchema });
export type OptionCategory = z.infer<typeof OptionCategorySchema>;

/** One value of an option group; price null = no added price. */
export const OptionValueSchema = z.object({
  id: idSchema,
  productOption_id: idSchema.nullish().transform((v) => v ?? null),
  price: nullableDecimalSchema,
  name: localizedSchema,
  optionCategory: OptionCategorySchema.nullish().transform((v) => v ?? null),
  isStockable: flag,
});
export type OptionValue = z.infer<typeof OptionValueSchema>;

export const ProductOptionSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  values: arrayOf(OptionValueSchema),
});
export type ProductOption = z.infer<typeof ProductOptionSchema>;

export const ProductImageSchema = z.object({ id: idSchema, url: text });
export type ProductImage = z.infer<typeof ProductImageSchema>;

export const ProductCategorySchema = z.object({
  id: idSchema,
  name: localizedSchema,
  section: z
    .object({ id: idSchema, name: localizedSchema })
    .nullish()
    .transform((v) => v ?? null),
});
export type ProductCategory = z.infer<typeof ProductCategorySchema>;

export const ReviewUserSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
});
export type ReviewUser = z.infer<typeof ReviewUserSchema>;

export const ReviewSchema = z.object({
  id: idSchema,
  comment: text,
  rateValue: decimalOrZeroSchema,
  product: idSchema,
  user: z
    .union([ReviewUserSchema, idSchema.transform((id) => ({ id, firstName: "", lastName: "" }))])
    .nullish()
    .transform((v) => v ?? null),
  created_at: text,
});
export type Review = z.infer<typeof ReviewSchema>;
/** GET products/rates?tenantId=&product= */
export const ReviewListSchema = listSchema(ReviewSchema);
export type ReviewList = z.infer<typeof ReviewListSchema>;

/** POST products/rates/create/  (auth; user must be the token's user) */
export const ReviewCreateRequestSchema = z.object({
  comment: z.string().trim().max(2000).default(""),
  rateValue: z.coerce
    .number()
    .int("A valid integer is required.")
    .min(1, "Ensure this value is greater than or equal to 1.")
    .max(5, "Ensure this value is less than or equal to 5."),
  product: reqId,
  user: reqId,
});
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequestSchema>;
/** 201 body of products/rates/create/ */
export const ReviewCreateResponseSchema = ReviewSchema;
export type ReviewCreateResponse = z.infer<typeof ReviewCreateResponseSchema>;

/**
 * Product (lists, detail, wishlist, cart). `name.en` is "First part&^&Second part".
 * shippingCost / deliveryTime null = use the tenant defaults.
 * `productOptions` are sent everywhere; `ratesProduct` is filled on the detail
 * (products/{id}/) only and is [] in lists. A backend that omits them yields [].
 */
export const ProductSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  description: optionalText, // HTML, untrusted
  /** The Arabic description (docs/upstream-api.md): null where the product has none. */
  description_ar: optionalText,
  price: decimalSchema,
  old_price: nullableDecimalSchema,
  has_promotion: flag,
  wished: flag,
  rateAvg: decimalOrZeroSchema,
  rateCount: countField,
  deliveryTime: deliveryTime,
  shippingCost: nullableDecimalSchema,
  productImages: arrayOf(ProductImageSchema),
  category: ProductCategorySchema.nullish().transform((v) => v ?? null),
  brand: BrandSchema.nullish().transform((v) => v ?? null),
  productOptions: arrayOf(ProductOptionSchema),
  ratesProduct: arrayOf(ReviewSchema),
  created_at: text,
});
export type Product = z.infer<typeof ProductSchema>;

/** GET products?tenantId=&page=&page_size=...  and  GET products/search?search=... */
export const ProductPageSchema = pagedSchema(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** GET products/new-arrivals/ and products/top-rated/: {count (all qualifying), results (at most limit)} */
export const ProductCountedListSchema = countedListSchema(ProductSchema);
export type ProductCountedList = z.infer<typeof ProductCountedListSchema>;

/** GET products/{id}/?tenantId= */
export const ProductDetailSchema = ProductSchema;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** GET products/filters/?tenantId=&category= */
export const ProductFiltersSchema = z.object({
  min_price: decimalOrZeroSchema,
  max_price: decimalOrZeroSchema,
  brands: arrayOf(BrandSchema),
  categories: arrayOf(CategorySchema),
});
export type ProductFilters = z.infer<typeof ProductFiltersSchema>;

/** POST products/wishlist/toggle/ */
export const WishlistToggleRequestSchema = z.object({ product: reqId });
export type WishlistToggleRequest = z.infer<typeof WishlistToggleRequestSchema>;
export const WishlistToggleResponseSchema = z.object({ product: idSchema, wished: z.boolean() });
export type WishlistToggleResponse = z.infer<typeof WishlistToggleResponseSchema>;

/** GET products/wishlist/?tenantId= */
export const WishlistSchema = countedListSchema(ProductSchema);
export type Wishlist = z.infer<typeof WishlistSchema>;
