/**
 * THE upstream contract: one zod schema per payload of the commerce, payment and
 * tracking APIs (see docs/upstream-api.md for paths, auth and error rules).
 *
 * Imported by the storefront (bundled by esbuild) and by the reference upstream
 * (run directly by node 24 with type stripping), so it imports only `zod` and its
 * zod-free constants (./constants.ts).
 *
 * Response schemas parse tolerantly, the way a Django REST backend answers:
 * decimals may be strings ("120.00") or numbers and always come out as numbers;
 * optional fields may be null or missing and come out with a sensible default;
 * extra fields are stripped. Request schemas are strict about what the upstream
 * needs and are used by the upstream to validate every body.
 */
import { z } from "zod";

/* ------------------------------------------------------------------ */
/* constants                                                           */
/* ------------------------------------------------------------------ */

// Zod-free, so components can import them without shipping zod and this contract to the browser.
export { MAX_PAGE_SIZE, NAME_SEPARATOR, ORDER_STATUSES, PAYMENT_METHOD_IDS } from "./constants.ts";

/* ------------------------------------------------------------------ */
/* tolerant primitives (responses)                                     */
/* ------------------------------------------------------------------ */

/** A decimal that may arrive as "120.00" or 120; parsed to a number. */
export const decimalSchema = z.union([
  z.number().finite(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/, "Expected a decimal")
    .transform((s) => Number(s)),
]);
/** Decimal, null/missing -> 0. */
export const decimalOrZeroSchema = decimalSchema.nullish().transform((v) => v ?? 0);
/** Decimal, null/missing -> null. */
export const nullableDecimalSchema = decimalSchema.nullish().transform((v) => v ?? null);

/** A primary key: 12 or "12". */
export const idSchema = z.union([
  z.number().int(),
  z
    .string()
    .trim()
    .regex(/^\d+$/, "Expected an id")
    .transform((s) => Number(s)),
]);

/** A string, null/missing -> "". */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? "");
/** A string where empty/null/missing all mean "unset" -> null. */
const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v == null || v.trim() === "" ? null : v));
const flag = z
  .boolean()
  .nullish()
  .transform((v) => v ?? false);
const countField = z
  .number()
  .int()
  .nonnegative()
  .nullish()
  .transform((v) => v ?? 0);
function arrayOf<T extends z.ZodTypeAny>(item: T) {
  return z
    .array(item)
    .nullish()
    .transform((v): z.output<T>[] => v ?? []);
}

/** {en, ar} text; a plain string is taken as both; null/missing -> {en:"", ar:""}. */
export const localizedSchema = z
  .union([z.string().transform((s) => ({ en: s, ar: s })), z.object({ en: text, ar: text })])
  .nullish()
  .transform((v) => v ?? { en: "", ar: "" });
export type Localized = z.infer<typeof localizedSchema>;

/* ------------------------------------------------------------------ */
/* list envelopes                                                      */
/* ------------------------------------------------------------------ */

/** DRF page: {count, next, previous, page_number, total_pages, results}. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    count: countField,
    next: optionalText,
    previous: optionalText,
    page_number: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? 1),
    total_pages: z
      .number()
      .int()
      .nullish()
      .transform((v) => v ?? 1),
    results: z.array(item),
  });
}

/** Plain list: {results}. */
export function listSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ results: z.array(item) });
}

/** List with the total number of qualifying rows: {count, results}. */
export function countedListSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({ count: countField, results: z.array(item) });
}

/* ------------------------------------------------------------------ */
/* errors and misc                                                     */
/* ------------------------------------------------------------------ */

/**
 * Any 4xx body. `detail` is present on every error the reference upstream sends
 * except the change-password rule errors ({old_password:[..]} / {password:[..]});
 * validation errors also carry DRF-style {field: [messages]}.
 */
export const ApiErrorSchema = z.object({ detail: z.string().optional() }).catchall(z.unknown());
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** DRF field errors {field: ["message", ...]}. */
export const FieldErrorsSchema = z.record(z.union([z.array(z.string()), z.string()]));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** Generic acknowledgement {detail}. */
export const DetailResponseSchema = z.object({ detail: text });
export type DetailResponse = z.infer<typeof DetailResponseSchema>;

export const HealthSchema = z.object({ status: z.string() });
export type Health = z.infer<typeof HealthSchema>;

/* ------------------------------------------------------------------ */
/* request primitives                                                  */
/* ------------------------------------------------------------------ */

const reqId = z.coerce.number().int().positive();
const reqText = (max = 255) => z.string().trim().min(1, "This field may not be blank.").max(max);
const reqOptionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v ?? "");

/** A boolean in a request: true/false, or "true"/"false"/"on"/"1"/"0" from a form. */
const reqBool = z.union([
  z.boolean(),
  z.enum(["true", "false", "on", "off", "1", "0"]).transform((v) => v === "true" || v === "on" || v === "1"),
]);

/** Phone as the upstream accepts it: optional +, 8 to 15 digits. */
export const PhoneSchema = z
  .string()
  .trim()
  .regex(/^\+?\d{8,15}$/, "Enter a valid phone number.");

/** Password rule (spec §5): at least 8 characters, a lowercase, an uppercase and a digit. */
export const StrongPasswordSchema = z
  .string()
  .min(8, "Password shouldn't be less than 8 characters.")
  .max(128)
  .regex(/[a-z]/, "Password should contain a lowercase letter.")
  .regex(/[A-Z]/, "Password should contain an uppercase letter.")
  .regex(/\d/, "Password should contain a digit.");

/* ------------------------------------------------------------------ */
/* auth and users                                                      */
/* ------------------------------------------------------------------ */

/** POST users/api/token/?tenantId= */
export const LoginRequestSchema = z.object({
  mobile: reqText(254), // email or phone
  password: z.string().min(1, "This field may not be blank.").max(128),
  tenant: reqId,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthUserSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginResponseSchema = z.object({
  access: z.string().min(1),
  refresh: text,
  user: AuthUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST users/api/token/refresh/ */
export const TokenRefreshRequestSchema = z.object({ refresh: reqText(200) });
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequestSchema>;
export const TokenRefreshResponseSchema = z.object({ access: z.string().min(1) });
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;

/** POST users/register/?tenantId= */
export const RegisterRequestSchema = z.object({
  mobile: PhoneSchema,
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  firstName: reqText(150),
  lastName: reqText(150),
  password: StrongPasswordSchema,
  tenant: reqId,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export const RegisterResponseSchema = AuthUserSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/* ------------------------------------------------------------------ */
/* tenant                                                              */
/* ------------------------------------------------------------------ */

const colour = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : fallback));

/** Delivery time: "3-5 days" or a number of days (-> "N days"); null -> null. */
const deliveryTime = z
  .union([z.string(), z.number().transform((n) => `${n} days`)])
  .nullish()
  .transform((v) => (v == null || String(v).trim() === "" ? null : String(v)));

/** GET tenants/lookup/?host=  (also GET tenants/{id}/) */
export const TenantSchema = z.object({
  id: idSchema,
  name: text,
  logo: optionalText,
  host: text,
  logo_display_type: z.enum(["both", "logo", "name"]).catch("both"),
  currency: z
    .union([z.string().transform((name) => ({ name })), z.object({ name: text })])
    .nullish()
    .transform((v) => v ?? { name: "" }),
  defaultDeliveryTime: deliveryTime,
  defaultShippingCost: decimalOrZeroSchema,
  published: flag,
  mobile: text,
  email: text,
  address: text,
  whatsapp: optionalText,
  facebook: optionalText,
  twitter: optionalText,
  linkedin: optionalText,
  instagram: optionalText,
  about_us: localizedSchema,
  description: localizedSchema,
  google_analytics_id: optionalText,
  google_tag_manager_id: optionalText,
  mainColor: colour("#0f766e"),
  textColor: colour("#111827"),
  BrightColor: colour("#f59e0b"),
  BrightBackGroundColor: colour("#f8fafc"),
});
export type Tenant = z.infer<typeof TenantSchema>;

/** GET tenants/policies/?tenant= */
export const PoliciesSchema = z.object({
  privacyPolicy: localizedSchema,
  pricingPolicy: localizedSchema,
  deliveryPolicy: localizedSchema,
  refundPolicy: localizedSchema,
  terms: localizedSchema,
  description: localizedSchema,
});
export type Policies = z.infer<typeof PoliciesSchema>;

/** Slider item; url_mobile falls back to url. */
export const SliderSchema = z
  .object({
    id: idSchema,
    url: text,
    url_mobile: optionalText,
    title: text,
    link: text,
  })
  .transform((s) => ({ ...s, url_mobile: s.url_mobile ?? s.url }));
export type Slider = z.infer<typeof SliderSchema>;
/** GET tenants/sliders/?tenant= */
export const SliderListSchema = listSchema(SliderSchema);
export type SliderList = z.infer<typeof SliderListSchema>;

export const FeatureSchema = z.object({
  id: idSchema,
  icon: text, // image URL
  title: localizedSchema,
  text: localizedSchema,
});
export type Feature = z.infer<typeof FeatureSchema>;
/** GET tenants/feature/?tenant= */
export const FeatureListSchema = listSchema(FeatureSchema);
export type FeatureList = z.infer<typeof FeatureListSchema>;

export const SettingSchema = z.object({
  name: z.string(),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v))),
});
export type Setting = z.infer<typeof SettingSchema>;
/** GET tenants/settings/?tenant=  (includes 'merchant-key' and 'currency') */
export const SettingsListSchema = listSchema(SettingSchema);
export type SettingsList = z.infer<typeof SettingsListSchema>;

/** POST tenants/contact/  (subject carries the message text) */
export const ContactRequestSchema = z.object({
  name: reqText(150),
  phone: reqText(32),
  email: z.string().trim().email("Enter a valid email address.").max(254),
  subject: reqText(5000),
  tenant: reqId,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
export const ContactResponseSchema = z.object({ id: idSchema, detail: text });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;

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

/* ------------------------------------------------------------------ */
/* locations and addresses                                             */
/* ------------------------------------------------------------------ */

export const CountrySchema = z.object({ id: idSchema, name: localizedSchema });
export type Country = z.infer<typeof CountrySchema>;
/** GET locations/countries/ */
export const CountryListSchema = listSchema(CountrySchema);
export type CountryList = z.infer<typeof CountryListSchema>;

/** Address; `country` is {id, name} (a bare id is accepted too). */
export const AddressSchema = z.object({
  id: idSchema,
  country: z.union([CountrySchema, idSchema.transform((id) => ({ id, name: { en: "", ar: "" } }))]),
  city: text,
  area: text,
  streetName: text,
  buildingNum: text,
  apartmentNum: text,
  additionalInfo: text,
  mainAddress: flag,
  user: idSchema,
});
export type Address = z.infer<typeof AddressSchema>;
/** GET users/addresses/?user= */
export const AddressListSchema = listSchema(AddressSchema);
export type AddressList = z.infer<typeof AddressListSchema>;

/** POST users/addresses/ */
export const AddressCreateRequestSchema = z.object({
  country: reqId,
  city: reqText(100),
  area: reqText(100),
  streetName: reqText(200),
  buildingNum: reqOptionalText(50),
  apartmentNum: reqOptionalText(50),
  additionalInfo: reqOptionalText(500),
  mainAddress: reqBool.optional().default(false),
  /** must be the token's user when given */
  user: reqId.optional(),
});
export type AddressCreateRequest = z.infer<typeof AddressCreateRequestSchema>;

/** PATCH users/addresses/{id}/ — any subset; mainAddress false on the main address is ignored. */
export const AddressUpdateRequestSchema = z.object({
  country: reqId.optional(),
  city: reqText(100).optional(),
  area: reqText(100).optional(),
  streetName: reqText(200).optional(),
  buildingNum: reqOptionalText(50).optional(),
  apartmentNum: reqOptionalText(50).optional(),
  additionalInfo: reqOptionalText(500).optional(),
  mainAddress: reqBool.optional(),
  user: reqId.optional(),
});
export type AddressUpdateRequest = z.infer<typeof AddressUpdateRequestSchema>;

/* ------------------------------------------------------------------ */
/* profile and password                                                */
/* ------------------------------------------------------------------ */

/** GET/PATCH users/profile/{userId}/ */
export const UserProfileSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  userName: text,
  addressUser: arrayOf(AddressSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const ProfileUpdateRequestSchema = z.object({
  firstName: reqText(150).optional(),
  lastName: reqText(150).optional(),
  mobile: PhoneSchema.optional(),
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

/** POST users/change-password/{userId}/ -> 200 {detail} | 400 {old_password:[..]} | 400 {password:[..]} */
export const ChangePasswordRequestSchema = z.object({
  old_password: z.string().min(1, "This field may not be blank.").max(128),
  password: z.string().min(1, "This field may not be blank.").max(128),
  password2: z.string().min(1, "This field may not be blank.").max(128),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST users/password-reset/send/ -> 200 {detail} | 404 {detail:"user not found"} */
export const PasswordResetSendRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
});
export type PasswordResetSendRequest = z.infer<typeof PasswordResetSendRequestSchema>;

/** POST users/password-reset/verify/ */
export const PasswordResetVerifyRequestSchema = z.object({
  unverified_email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
  token: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
});
export type PasswordResetVerifyRequest = z.infer<typeof PasswordResetVerifyRequestSchema>;
export const PasswordResetVerifyResponseSchema = z.object({
  verified: z.boolean(),
  user_id: idSchema,
});
export type PasswordResetVerifyResponse = z.infer<typeof PasswordResetVerifyResponseSchema>;

/** POST users/password-reset/set/ -> 200 {detail} | 400 {detail} | 400 {password:[..]} */
export const PasswordResetSetRequestSchema = z.object({
  unverified_email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
  token: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
  password: z.string().min(1, "This field may not be blank.").max(128),
  password2: z.string().min(1, "This field may not be blank.").max(128),
});
export type PasswordResetSetRequest = z.infer<typeof PasswordResetSetRequestSchema>;

/** DEVELOPMENT ONLY: GET dev/mailbox/?email= */
export const MailboxEntrySchema = z.object({
  to: z.string(),
  subject: text,
  code: text,
  created_at: text,
});
export type MailboxEntry = z.infer<typeof MailboxEntrySchema>;
export const MailboxSchema = listSchema(MailboxEntrySchema);
export type Mailbox = z.infer<typeof MailboxSchema>;

/* ------------------------------------------------------------------ */
/* orders and server cart                                              */
/* ------------------------------------------------------------------ */

export const OrderLineSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  price: decimalSchema, // unit price incl. chosen options
  quantity: z.number().int().positive(),
  product: z.object({
    id: idSchema,
    productImages: arrayOf(ProductImageSchema),
    /** the chosen option values */
    productOptions: arrayOf(OptionValueSchema),
  }),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  id: idSchema,
  createdAt: text,
  status: z.number().int(),
  products: arrayOf(OrderLineSchema),
  total: decimalSchema,
  shippingCost: decimalOrZeroSchema,
  address: idSchema.nullish().transform((v) => v ?? null),
  paymentMethod: idSchema.nullish().transform((v) => v ?? null),
});
export type Order = z.infer<typeof OrderSchema>;
/** GET orders/?status=&page=&page_size= */
export const OrderPageSchema = pagedSchema(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** POST orders/cart/add/ */
export const CartAddRequestSchema = z.object({
  product: reqId,
  quantity: z.coerce.number().int().min(1).max(999),
  productoptions: z.array(reqId).max(50).default([]),
});
export type CartAddRequest = z.infer<typeof CartAddRequestSchema>;

export const CartItemSchema = z.object({
  id: idSchema,
  quantity: z.number().int().positive(),
  product: ProductSchema,
  productoptions: arrayOf(OptionValueSchema),
  price: decimalSchema, // unit price incl. options
  total: decimalSchema,
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** GET orders/cart/ (also the answer of orders/cart/add/) */
export const CartSchema = z.object({
  products: z
    .object({ cartItems: arrayOf(CartItemSchema) })
    .nullish()
    .transform((v) => v ?? { cartItems: [] }),
  totalCartPrice: decimalOrZeroSchema,
});
export type Cart = z.infer<typeof CartSchema>;

/** POST orders/cash/ -> 201 Order */
export const CashOrderRequestSchema = z.object({ address: reqId });
export type CashOrderRequest = z.infer<typeof CashOrderRequestSchema>;

/* ------------------------------------------------------------------ */
/* payment API (base PAYMENT_API_URL)                                  */
/* ------------------------------------------------------------------ */

export const PaymentMethodSchema = z.object({ id: idSchema, name: text, active: flag });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
/** GET payment/methods/?tenant= */
export const PaymentMethodListSchema = listSchema(PaymentMethodSchema);
export type PaymentMethodList = z.infer<typeof PaymentMethodListSchema>;

/** GET payment/key/?tenant= */
export const PaymentKeySchema = z.object({ publishable_key: z.string().min(1) });
export type PaymentKey = z.infer<typeof PaymentKeySchema>;

/** POST payment/checkout/  (auth) amount in major units, must equal the server cart total */
export const CardCheckoutRequestSchema = z.object({
  amount: z.coerce.number().positive(),
  currency: reqText(10),
  items: z
    .array(
      z.object({
        name: reqText(300),
        amount: z.coerce.number().nonnegative(),
        description: z.string().max(500).default(""),
        quantity: z.coerce.number().int().positive(),
      }),
    )
    .min(1),
  extras: z.object({ address: reqId }),
  /** optional: where the simulated hosted page sends the shopper after paying / cancelling */
  success_url: z.string().url().optional(),
  cancel_url: z.string().url().optional(),
});
export type CardCheckoutRequest = z.infer<typeof CardCheckoutRequestSchema>;
export const CardCheckoutResponseSchema = z.object({ checkout_url: z.string().min(1) });
export type CardCheckoutResponse = z.infer<typeof CardCheckoutResponseSchema>;

/** GET payment/checkout/{id}/  (auth) **(ours)**: a card checkout session, to verify a success return. */
export const CardCheckoutSessionSchema = z.object({
  id: z.string().min(1),
  status: z.string(), // "open" | "paid" | "cancelled"
  amount: decimalSchema,
  currency: text,
  order: idSchema.nullish().transform((v) => v ?? null),
});
export type CardCheckoutSession = z.infer<typeof CardCheckoutSessionSchema>;

/** POST payment/paypal/create/  (auth) */
export const PaypalCreateRequestSchema = z.object({
  total: z.coerce.number().positive(),
  /** legacy duplicate of total; when given must equal it */
  value: z.coerce.number().positive().optional(),
  address_id: reqId,
  /** optional: where the simulated approval page sends the shopper (…?token=<id>) */
  return_url: z.string().url().optional(),
  cancel_url: z.string().url().optional(),
});
export type PaypalCreateRequest = z.infer<typeof PaypalCreateRequestSchema>;
export const PaypalCreateResponseSchema = z.object({ url: z.string().min(1), id: text });
export type PaypalCreateResponse = z.infer<typeof PaypalCreateResponseSchema>;

/** POST payment/moyasar/payments/{id}/  body {address}; Bearer + `tenant` header */
export const MoyasarConfirmRequestSchema = z.object({ address: reqId });
export type MoyasarConfirmRequest = z.infer<typeof MoyasarConfirmRequestSchema>;

/** The detail of a 400 to an order or payment of an empty server cart (docs/upstream-api.md §6, §7). */
export const CART_EMPTY_DETAIL = "Cart is empty";
/** The details of a card provider's payment confirmed before (it has its order) and of one the provider has not been paid (docs/upstream-api.md §7). */
export const PAYMENT_ALREADY_CONFIRMED_DETAIL = "payment already confirmed";
export const PAYMENT_NOT_PAID_DETAIL = "payment is not paid";

/** Answer of paypal/capture and moyasar/payments/{id}: the payment is recorded and an order created. */
export const PaymentConfirmationSchema = z.object({
  status: z.string(),
  order: idSchema.nullish().transform((v) => v ?? null),
  payment: idSchema.nullish().transform((v) => v ?? null),
});
export type PaymentConfirmation = z.infer<typeof PaymentConfirmationSchema>;

export const PaymentRecordSchema = z.object({
  id: idSchema,
  createdAt: text,
  amount: decimalSchema,
  currency: text,
  method: text, // "card" | "cash" | "paypal" | "moyasar"
  status: text, // "paid" | "pending" | ...
  order: idSchema.nullish().transform((v) => v ?? null),
});
export type PaymentRecord = z.infer<typeof PaymentRecordSchema>;
/** GET payment/history/  (auth) */
export const PaymentHistorySchema = listSchema(PaymentRecordSchema);
export type PaymentHistory = z.infer<typeof PaymentHistorySchema>;

/** Simulated card provider (payment-api/sim/moyasar/v1/payments/): a provider payment. */
export const MoyasarPaymentSchema = z.object({
  id: z.string(),
  status: z.string(), // "paid" | "failed"
  amount: z.number().int(), // minor units (total * 100)
  currency: text,
  description: text,
  message: text,
  callback_url: text,
  redirect_url: text, // callback_url?id=&status=&message=
});
export type MoyasarPayment = z.infer<typeof MoyasarPaymentSchema>;

/** Simulated hosted pages (payment-api/sim/checkout/{id}/, sim/paypal/{id}/): the button pressed. */
export const SimActionRequestSchema = z.object({
  action: z.enum(["pay", "approve", "cancel"]).default("pay"),
});
export type SimActionRequest = z.infer<typeof SimActionRequestSchema>;

/**
 * Simulated card provider: POST payment-api/sim/moyasar/v1/payments/ (JSON, or the
 * form fields amount, currency, …, source[number] … that the provider form posts).
 */
export const MoyasarCreateRequestSchema = z.object({
  amount: z.coerce.number().int().positive(), // minor units
  currency: reqText(10),
  description: z.string().trim().max(500).default(""),
  callback_url: z
    .string()
    .url()
    .refine((u) => /^https?:/i.test(u), "Enter a valid URL."),
  publishable_api_key: reqText(200),
  source: z.object({
    type: z.string().trim().default("creditcard"),
    name: reqText(200),
    number: z
      .string()
      .transform((s) => s.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{12,19}$/, "Invalid card number.")),
    month: z.coerce.number().int().min(1).max(12),
    year: z.coerce.number().int().min(0).max(9999),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, "Invalid CVC."),
  }),
});
export type MoyasarCreateRequest = z.infer<typeof MoyasarCreateRequestSchema>;

/* ------------------------------------------------------------------ */
/* tracking API (base TRACKING_API_URL)                                */
/* ------------------------------------------------------------------ */

const activeFlag = z
  .object({ active: flag })
  .nullish()
  .transform((v) => v ?? { active: false });
/** GET identity/services/1/[?tenant_id=] */
export const TrackingServicesSchema = z.object({ contact: activeFlag, visitor: activeFlag });
export type TrackingServices = z.infer<typeof TrackingServicesSchema>;

/** DEVELOPMENT ONLY: POST tracking/dev/services/ — switch the services on or off for tests (for one shop with `tenant`). */
export const TrackingServicesUpdateRequestSchema = z.object({
  tenant: idSchema.optional(),
  contact: reqBool.optional(),
  visitor: reqBool.optional(),
});
export type TrackingServicesUpdateRequest = z.infer<typeof TrackingServicesUpdateRequestSchema>;

/** POST create-report/?tenant_id=  (form fields; JSON accepted too) */
export const VisitorReportRequestSchema = z.object({
  page: reqText(2000),
  source_website: z.string().trim().max(2000).default(""),
  ip: z.string().trim().max(64).default(""),
  reference: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type VisitorReportRequest = z.infer<typeof VisitorReportRequestSchema>;
export const VisitorReportResponseSchema = z.object({
  id: idSchema,
  tenant_id: idSchema,
  page: text,
  source_website: text,
  ip: text,
  reference: optionalText,
  created_at: text,
});
export type VisitorReportResponse = z.infer<typeof VisitorReportResponseSchema>;
/** DEVELOPMENT ONLY: GET tracking/reports/?tenant_id= */
export const VisitorReportListSchema = listSchema(VisitorReportResponseSchema);
export type VisitorReportList = z.infer<typeof VisitorReportListSchema>;

/** DEVELOPMENT ONLY: GET dev/contact-messages/?tenant= */
export const ContactMessageSchema = z.object({
  id: idSchema,
  tenant: idSchema,
  name: text,
  phone: text,
  email: text,
  subject: text,
  created_at: text,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = listSchema(ContactMessageSchema);
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;
