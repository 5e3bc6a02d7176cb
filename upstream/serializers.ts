/**
 * DB rows -> the JSON shapes of the contract (server/upstream/contract/). No SQL here: the
 * route and data modules read the rows and pass them in. Key order is the order on the wire.
 */
import { money } from "./db.ts";
import { withQuery } from "./http.ts";
import type {
  AddressRow,
  CategoryRow,
  FeatureRow,
  ImageRow,
  MailboxRow,
  NamedRow,
  OptionRow,
  OptionValueRow,
  OrderLineRow,
  OrderRow,
  PaymentRow,
  ProductRow,
  ProviderPaymentRow,
  SessionRow,
  SliderRow,
  TenantRow,
  UserRow,
} from "./rows.ts";

export type Json = Record<string, unknown>;
/** Builds an image's absolute URL on the request's origin (http.ts mediaBase). */
export type MediaFn = (path: string | null | undefined) => string | null;

const POLICY_KEYS = ["privacyPolicy", "pricingPolicy", "deliveryPolicy", "refundPolicy", "terms", "description"];

/* tenant ------------------------------------------------------------------ */

export function tenantJson(t: TenantRow, media: MediaFn): Json {
  const s = (k: string) => (t[k] as string | null) ?? null;
  return {
    id: t.id,
    name: t.name,
    logo: media(s("logo_path")),
    host: t.host,
    logo_display_type: t.logo_display_type,
    currency: { name: t.currency },
    defaultDeliveryTime: s("default_delivery_time"),
    defaultShippingCost: money(t.default_shipping_cents),
    published: t.published === 1,
    mobile: s("mobile") ?? "",
    email: s("email") ?? "",
    address: s("address") ?? "",
    whatsapp: s("whatsapp"),
    facebook: s("facebook"),
    twitter: s("twitter"),
    linkedin: s("linkedin"),
    instagram: s("instagram"),
    about_us: { en: s("about_en") ?? "", ar: s("about_ar") ?? "" },
    description: { en: s("desc_en") ?? "", ar: s("desc_ar") ?? "" },
    google_analytics_id: s("google_analytics_id"),
    google_tag_manager_id: s("google_tag_manager_id"),
    mainColor: t.main_color,
    textColor: t.text_color,
    BrightColor: t.bright_color,
    BrightBackGroundColor: t.bright_bg_color,
    languages: JSON.parse(s("languages_json") ?? '["en"]') as string[],
  };
}

export function policiesJson(t: TenantRow): Json {
  const p = JSON.parse(t.policies_json) as Record<string, { en: string; ar: string }>;
  return Object.fromEntries(POLICY_KEYS.map((k) => [k, p[k] ?? { en: "", ar: "" }]));
}

export function featureJson(f: FeatureRow, media: MediaFn): Json {
  return {
    id: f.id,
    icon: media(f.icon_path),
    title: { en: f.title_en, ar: f.title_ar },
    text: { en: f.text_en, ar: f.text_ar },
  };
}

export function sliderJson(s: SliderRow, media: MediaFn): Json {
  return {
    id: s.id,
    url: media(s.desktop_path),
    url_mobile: media(s.mobile_path),
    title: s.title,
    title_ar: s.title_ar,
    link: s.link,
  };
}

/** A development-only contact message: the tenant id as `tenant`, last. */
export function contactMessageJson(r: Json): Json {
  return { ...r, tenant: r.tenant_id, tenant_id: undefined };
}

/* catalogue ----------------------------------------------------------------- */

export function categoryJson(c: CategoryRow, media: MediaFn): Json {
  return {
    id: c.id,
    section: c.section_id,
    name: { en: c.name_en, ar: c.name_ar },
    url: media(c.image_path),
    products_count: c.n,
  };
}

export function sectionJson(s: NamedRow, categories: Json[]): Json {
  return { id: s.id, name: { en: s.name_en, ar: s.name_ar }, categories };
}

export function optionValueJson(v: OptionValueRow): Json {
  return {
    id: v.id,
    productOption_id: v.product_option_id,
    price: money(v.price_cents),
    name: { en: v.name_en, ar: v.name_ar },
    optionCategory: v.oc_id == null ? null : { id: v.oc_id, name: { en: v.oc_en ?? "", ar: v.oc_ar ?? "" } },
    isStockable: v.is_stockable === 1,
  };
}

export function reviewJson(r: Json): Json {
  return {
    id: r.id,
    comment: r.comment,
    rateValue: r.rate_value,
    product: r.product_id,
    user: { id: r.user_id, firstName: r.first_name, lastName: r.last_name },
    created_at: r.created_at,
  };
}

/** A product as lists send it: `wished` false and no reviews (added per request). */
export function productJson(
  p: ProductRow,
  images: ImageRow[],
  options: OptionRow[],
  valuesOf: (optionId: number) => OptionValueRow[],
  media: MediaFn,
): Json {
  return {
    id: p.id,
    name: { en: p.name_en, ar: p.name_ar },
    description: p.description,
    description_ar: p.description_ar,
    price: money(p.price_cents),
    old_price: money(p.old_price_cents),
    has_promotion: p.old_price_cents != null && p.old_price_cents > p.price_cents,
    wished: false,
    rateAvg: p.avg == null ? 0 : Math.round(p.avg * 100) / 100,
    rateCount: p.cnt ?? 0,
    deliveryTime: p.delivery_time,
    shippingCost: money(p.shipping_cents),
    productImages: images.map((i) => ({ id: i.id, url: media(i.path) })),
    category: {
      id: p.category_id,
      name: { en: p.c_en, ar: p.c_ar },
      section: { id: p.s_id, name: { en: p.s_en, ar: p.s_ar } },
    },
    brand: p.brand_id == null ? null : { id: p.brand_id, name: p.b_name ?? "" },
    productOptions: options.map((o) => ({
      id: o.id,
      name: { en: o.name_en, ar: o.name_ar },
      values: valuesOf(o.id).map(optionValueJson),
    })),
    ratesProduct: [],
    created_at: p.created_at,
  };
}

export function filtersJson(
  range: { lo: number | null; hi: number | null } | undefined,
  brands: unknown[],
  categories: Json[],
): Json {
  return { min_price: money(range?.lo ?? 0), max_price: money(range?.hi ?? 0), brands, categories };
}

/* users and addresses --------------------------------------------------------- */

export function countryJson(r: NamedRow): Json {
  return { id: r.id, name: { en: r.name_en, ar: r.name_ar } };
}

export function addressJson(a: AddressRow): Json {
  return {
    id: a.id,
    country: { id: a.country_id, name: { en: a.c_en, ar: a.c_ar } },
    city: a.city,
    area: a.area,
    streetName: a.street_name,
    buildingNum: a.building_num,
    apartmentNum: a.apartment_num,
    additionalInfo: a.additional_info,
    mainAddress: a.main_address === 1,
    user: a.user_id,
  };
}

export function userJson(u: UserRow): Json {
  return { id: u.id, firstName: u.first_name, lastName: u.last_name, email: u.email, mobile: u.mobile };
}

export function profileJson(u: UserRow, addresses: AddressRow[]): Json {
  return { ...userJson(u), userName: u.email, addressUser: addresses.map(addressJson) };
}

export function mailboxEntryJson(r: MailboxRow): Json {
  return { to: r.to_email, subject: r.subject, code: r.code, created_at: r.created_at };
}

/* cart and orders -------------------------------------------------------------- */

export function cartItemJson(
  r: { id: number; quantity: number },
  product: Json | undefined,
  options: OptionValueRow[],
  unitCents: number,
): Json {
  return {
    id: r.id,
    quantity: r.quantity,
    product,
    productoptions: options.map(optionValueJson),
    price: money(unitCents),
    total: money(unitCents * r.quantity),
  };
}

export function cartJson(cartItems: Json[], totalCents: number): Json {
  return { products: { cartItems }, totalCartPrice: money(totalCents) };
}

/** Orders with their lines; `values` holds every option value the lines name. */
export function ordersJson(
  orders: OrderRow[],
  lines: OrderLineRow[],
  images: ImageRow[],
  values: Map<number, OptionValueRow>,
  media: MediaFn,
): Json[] {
  return orders.map((o) => ({
    id: o.id,
    createdAt: o.created_at,
    status: o.status,
    products: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        id: l.id,
        name: { en: l.name_en, ar: l.name_ar },
        price: money(l.unit_cents),
        quantity: l.quantity,
        product: {
          id: l.product_id,
          productImages: images
            .filter((i) => i.product_id === l.product_id)
            .map((i) => ({ id: i.id, url: media(i.path) })),
          productOptions: (JSON.parse(l.option_ids) as number[])
            .map((id) => values.get(id))
            .filter((v) => v !== undefined)
            .map(optionValueJson),
        },
      })),
    total: money(o.total_cents),
    shippingCost: money(o.shipping_cents),
    address: o.address_id,
    paymentMethod: o.payment_method,
  }));
}

/* payments ------------------------------------------------------------------------ */

export function paymentRecordJson(r: PaymentRow): Json {
  return {
    id: r.id,
    createdAt: r.created_at,
    amount: money(r.amount_cents),
    currency: r.currency,
    method: r.method,
    status: r.status,
    order: r.order_id,
  };
}

export function checkoutSessionJson(s: SessionRow): Json {
  return { id: s.id, status: s.status, amount: money(s.amount_cents), currency: s.currency, order: s.order_id };
}

/** A card provider payment, with the URL the provider sends the payer back to. */
export function providerPaymentJson(p: Omit<ProviderPaymentRow, "tenant_id" | "order_id">): Json {
  return {
    id: p.id,
    status: p.status,
    amount: p.amount,
    currency: p.currency,
    description: p.description,
    message: p.message,
    callback_url: p.callback_url,
    redirect_url: withQuery(p.callback_url, { id: p.id, status: p.status, message: p.message }),
  };
}

/* tracking ------------------------------------------------------------------------ */

export function visitorReportJson(r: Json): Json {
  return {
    id: r.id,
    tenant_id: r.tenant_id,
    page: r.page,
    source_website: r.source_website,
    ip: r.ip,
    reference: r.reference,
    created_at: r.created_at,
  };
}
