import { z } from "zod";
import { sharedCached } from "#server/platform/cache";
import { formatPrice, shippingLabel, splitName } from "#server/catalog/format";
import type { SignedInUser } from "#server/identity/session";
import { mediaUrl, type ShopInfo } from "#server/tenancy/shop";
import {
  AddressListSchema,
  AddressSchema,
  ContactResponseSchema,
  CountryListSchema,
  DetailResponseSchema,
  ORDER_STATUSES,
  OrderPageSchema,
  OrderSchema,
  PaymentHistorySchema,
  UserProfileSchema,
  type Address,
  type Order,
  type PaymentRecord,
} from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";
import type { PaymentMethodName } from "#server/upstream/constants";

/**
 * Every upstream call of the profile area: profile, password, addresses, orders, payments
 * and the contact message. Everything here is per user and never cached, except the
 * country list, which is the same for everyone.
 */

/* ------------------------------------------------------------------ */
/* shapes the screens render (no token, no upstream internals)         */
/* ------------------------------------------------------------------ */

/** A validated address form (app/forms/account.ts AddressFormSchema). */
export type AddressInput = {
  country: number;
  city: string;
  area: string;
  streetName: string;
  buildingNum: string;
  apartmentNum: string;
  additionalInfo: string;
  mainAddress: boolean;
};

export type ProfileView = { firstName: string; lastName: string; mobile: string; email: string };
export type CountryOption = { id: number; name: string };
/** An address as the list and the edit form show it. */
export type AddressView = Omit<AddressInput, "country"> & { id: number; countryId: number; countryName: string };
export type OrderItemView = {
  key: string;
  productId: number;
  title: string;
  subtitle: string;
  options: string[];
  priceLabel: string;
  quantity: number;
  imageUrl: string | null;
};
export type OrderView = {
  id: number;
  dateLabel: string;
  statusLabel: string;
  items: OrderItemView[];
  shippingLabel: string;
  totalLabel: string;
};
export type PaymentView = {
  id: number;
  dateLabel: string;
  amountLabel: string;
  methodLabel: string;
  status: string;
  orderId: number | null;
};

export type OrderStatusId = keyof typeof ORDER_STATUSES;

/** Orders per page of the history (the upstream's default page size). */
export const ORDERS_PAGE_SIZE = 10;

/** The payment history names a record's method; another name is shown as it is. */
const PAYMENT_METHOD_LABELS: Record<string, string> = {
  card: "Card / wallet",
  cash: "Cash on delivery",
  paypal: "PayPal",
  moyasar: "Card",
} satisfies Record<PaymentMethodName, string>;

/** "1 June 2025", the same on the server and in the browser (UTC). */
function dateLabel(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return date.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

/* ------------------------------------------------------------------ */
/* flash                                                               */
/* ------------------------------------------------------------------ */

/** Post/redirect/get with one of the spec's texts shown on the next page. */
/* ------------------------------------------------------------------ */
/* profile and password                                                */
/* ------------------------------------------------------------------ */

function profilePath(user: SignedInUser): string {
  return `users/profile/${user.userId}/`;
}

export async function loadProfile(shopId: number, user: SignedInUser): Promise<ProfileView> {
  const profile = await upstreamRequest({
    path: profilePath(user),
    query: { tenantId: shopId },
    token: user.token,
    schema: UserProfileSchema,
  });
  return { firstName: profile.firstName, lastName: profile.lastName, mobile: profile.mobile, email: profile.email };
}

/** Throws UpstreamError "rejected" with the upstream's `detail` (e.g. an email in use). */
export async function updateProfile(shopId: number, user: SignedInUser, changes: ProfileView): Promise<void> {
  await upstreamRequest({
    method: "PATCH",
    path: profilePath(user),
    query: { tenantId: shopId },
    json: changes,
    token: user.token,
    schema: UserProfileSchema,
  });
}

/** Throws UpstreamError "rejected" whose `firstKey` is `old_password` for a wrong current password. */
export async function changePassword(
  shopId: number,
  user: SignedInUser,
  passwords: { old_password: string; password: string; password2: string },
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: `users/change-password/${user.userId}/`,
    query: { tenantId: shopId },
    json: passwords,
    token: user.token,
    schema: DetailResponseSchema,
  });
}

/* ------------------------------------------------------------------ */
/* countries and addresses                                             */
/* ------------------------------------------------------------------ */

/** The country list is the same for every shop and shopper: cached. */
export function loadCountries(): Promise<CountryOption[]> {
  return sharedCached("countries", async () => {
    const list = await upstreamRequest({ path: "locations/countries/", schema: CountryListSchema });
    return list.results.map((country) => ({ id: country.id, name: country.name.en }));
  });
}

function toAddressView(address: Address): AddressView {
  return {
    id: address.id,
    countryId: address.country.id,
    countryName: address.country.name.en,
    city: address.city,
    area: address.area,
    streetName: address.streetName,
    buildingNum: address.buildingNum,
    apartmentNum: address.apartmentNum,
    additionalInfo: address.additionalInfo,
    mainAddress: address.mainAddress,
  };
}

/** The shopper's addresses, main first. */
export async function loadAddresses(shopId: number, user: SignedInUser): Promise<AddressView[]> {
  const list = await upstreamRequest({
    path: "users/addresses/",
    query: { tenantId: shopId, user: user.userId },
    token: user.token,
    schema: AddressListSchema,
  });
  return list.results.map(toAddressView);
}

/** One of the shopper's addresses; another shopper's id is an UpstreamError "not_found". */
export async function loadAddress(shopId: number, user: SignedInUser, id: number): Promise<AddressView> {
  const address = await upstreamRequest({
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    token: user.token,
    schema: AddressSchema,
  });
  return toAddressView(address);
}

export async function createAddress(shopId: number, user: SignedInUser, address: AddressInput): Promise<AddressView> {
  const created = await upstreamRequest({
    method: "POST",
    path: "users/addresses/",
    query: { tenantId: shopId },
    json: { ...address, user: user.userId },
    token: user.token,
    schema: AddressSchema,
  });
  return toAddressView(created);
}

function patchAddress(
  shopId: number,
  user: SignedInUser,
  id: number,
  changes: Partial<AddressInput>,
): Promise<Address> {
  return upstreamRequest({
    method: "PATCH",
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    json: changes,
    token: user.token,
    schema: AddressSchema,
  });
}

/**
 * Saves an address. `mainAddress` is sent only when ticked: a main address cannot be
 * unticked (another one becomes main by being ticked).
 */
export async function updateAddress(
  shopId: number,
  user: SignedInUser,
  id: number,
  address: AddressInput,
): Promise<void> {
  const { mainAddress, ...fields } = address;
  await patchAddress(shopId, user, id, mainAddress ? { ...fields, mainAddress: true } : fields);
}

/** Makes this address the only main one. */
export async function setMainAddress(shopId: number, user: SignedInUser, id: number): Promise<void> {
  await patchAddress(shopId, user, id, { mainAddress: true });
}

/** Deletes an address (204, no body); the main one is refused with a `detail`. */
export async function deleteAddress(shopId: number, user: SignedInUser, id: number): Promise<void> {
  await upstreamRequest({
    method: "DELETE",
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    token: user.token,
    schema: z.unknown(),
  });
}

/* ------------------------------------------------------------------ */
/* orders and payments                                                 */
/* ------------------------------------------------------------------ */

export function isOrderStatus(value: number): value is OrderStatusId {
  return Object.hasOwn(ORDER_STATUSES, value);
}

function toOrderView(order: Order, shop: ShopInfo): OrderView {
  return {
    id: order.id,
    dateLabel: dateLabel(order.createdAt),
    statusLabel: isOrderStatus(order.status) ? ORDER_STATUSES[order.status] : "",
    items: order.products.map((line) => {
      const { title, subtitle } = splitName(line.name.en);
      const image = line.product.productImages[0]?.url;
      return {
        key: String(line.id),
        productId: line.product.id,
        title,
        subtitle,
        options: line.product.productOptions.map((value) => value.name.en).filter(Boolean),
        priceLabel: formatPrice(line.price, shop.currency),
        quantity: line.quantity,
        imageUrl: image ? mediaUrl(image) || null : null,
      };
    }),
    // The spec shows the tenant's default shipping cost, not the order's.
    shippingLabel: shippingLabel(shop),
    totalLabel: formatPrice(order.total, shop.currency),
  };
}

/** One page of the shopper's orders in a status; a page past the last is "not_found". */
export async function loadOrders(shop: ShopInfo, user: SignedInUser, status: OrderStatusId, page: number) {
  const result = await upstreamRequest({
    path: "orders/",
    query: { tenantId: shop.id, status, page, page_size: ORDERS_PAGE_SIZE },
    token: user.token,
    schema: OrderPageSchema,
  });
  return {
    orders: result.results.map((order) => toOrderView(order, shop)),
    count: result.count,
    totalPages: Math.max(1, result.total_pages),
  };
}

/** One of the shopper's orders; another shopper's id is an UpstreamError "not_found". */
export async function loadOrder(shop: ShopInfo, user: SignedInUser, id: number): Promise<OrderView> {
  const order = await upstreamRequest({
    path: `orders/${id}/`,
    query: { tenantId: shop.id },
    token: user.token,
    schema: OrderSchema,
  });
  return toOrderView(order, shop);
}

function toPaymentView(payment: PaymentRecord): PaymentView {
  return {
    id: payment.id,
    dateLabel: dateLabel(payment.createdAt),
    amountLabel: formatPrice(payment.amount, payment.currency),
    methodLabel: PAYMENT_METHOD_LABELS[payment.method] ?? payment.method,
    status: payment.status,
    orderId: payment.order,
  };
}

/** The shopper's real payment records, newest first (payment API). */
export async function loadPaymentHistory(shopId: number, user: SignedInUser): Promise<PaymentView[]> {
  const history = await upstreamRequest({
    service: "payment",
    path: "payment/history/",
    query: { tenant: shopId },
    token: user.token,
    schema: PaymentHistorySchema,
  });
  return history.results.map(toPaymentView);
}

/* ------------------------------------------------------------------ */
/* contact                                                             */
/* ------------------------------------------------------------------ */

/** Sends a Contact Us message; `subject` carries the message text. */
export async function sendContactMessage(
  shopId: number,
  message: { name: string; phone: string; email: string; subject: string },
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: "tenants/contact/",
    query: { tenantId: shopId },
    json: { ...message, tenant: shopId },
    schema: ContactResponseSchema,
  });
}
