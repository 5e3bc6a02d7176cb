/**
 * The rows the upstream's SQL reads (db.ts holds the schema), as serializers.ts takes them.
 * Money columns are integer cents.
 */

export interface TenantRow {
  id: number;
  name: string;
  host: string;
  currency: string;
  published: number;
  publishable_key: string;
  default_shipping_cents: number;
  payment_methods_json: string;
  policies_json: string;
  [k: string]: unknown;
}

export interface FeatureRow {
  id: number;
  icon_path: string;
  title_en: string;
  title_ar: string;
  text_en: string;
  text_ar: string;
}

export interface SliderRow {
  id: number;
  title: string;
  title_ar: string;
  link: string;
  desktop_path: string;
  mobile_path: string;
}

export interface NamedRow {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface CategoryRow {
  id: number;
  section_id: number;
  name_en: string;
  name_ar: string;
  image_path: string;
  /** products in the category */
  n: number;
}

export interface ProductRow {
  id: number;
  tenant_id: number;
  name_en: string;
  name_ar: string;
  description: string | null;
  description_ar: string | null;
  price_cents: number;
  old_price_cents: number | null;
  delivery_time: string | null;
  shipping_cents: number | null;
  created_at: string;
  category_id: number;
  c_en: string;
  c_ar: string;
  s_id: number;
  s_en: string;
  s_ar: string;
  brand_id: number | null;
  b_name: string | null;
  avg: number | null;
  cnt: number | null;
}

export interface ImageRow {
  id: number;
  product_id: number;
  path: string;
}

export interface OptionRow {
  id: number;
  product_id: number;
  name_en: string;
  name_ar: string;
}

export interface OptionValueRow {
  id: number;
  product_option_id: number;
  product_id: number;
  name_en: string;
  name_ar: string;
  price_cents: number | null;
  is_stockable: number;
  oc_id: number | null;
  oc_en: string | null;
  oc_ar: string | null;
}

export interface UserRow {
  id: number;
  tenant_id: number;
  email: string;
  mobile: string;
  first_name: string;
  last_name: string;
  password_hash: string;
}

export interface AddressRow {
  id: number;
  user_id: number;
  country_id: number;
  c_en: string;
  c_ar: string;
  city: string;
  area: string;
  street_name: string;
  building_num: string;
  apartment_num: string;
  additional_info: string;
  main_address: number;
}

export interface CartRow {
  id: number;
  product_id: number;
  option_ids: string;
  quantity: number;
  price_cents: number;
}

export interface OrderRow {
  id: number;
  created_at: string;
  status: number;
  total_cents: number;
  shipping_cents: number;
  address_id: number | null;
  payment_method: number | null;
}

export interface OrderLineRow {
  id: number;
  order_id: number;
  product_id: number | null;
  name_en: string;
  name_ar: string;
  unit_cents: number;
  quantity: number;
  option_ids: string;
}

export interface PaymentRow {
  id: number;
  created_at: string;
  amount_cents: number;
  currency: string;
  method: string;
  status: string;
  order_id: number | null;
}

/** A card checkout or PayPal session of the simulated providers. */
export interface SessionRow {
  id: string;
  kind: "card" | "paypal";
  tenant_id: number;
  user_id: number;
  address_id: number;
  amount_cents: number;
  currency: string;
  items_json: string;
  status: string;
  success_url: string | null;
  cancel_url: string | null;
  order_id: number | null;
}

/** A payment at the simulated card provider; amount in minor units. */
export interface ProviderPaymentRow {
  id: string;
  tenant_id: number;
  amount: number;
  currency: string;
  description: string;
  status: string;
  message: string;
  callback_url: string;
  order_id: number | null;
}

export interface MailboxRow {
  to_email: string;
  subject: string;
  code: string;
  created_at: string;
}
