import { z } from "zod";
import { sharedCached } from "#server/platform/cache";
import type { SignedInUser } from "#server/identity/session";
import type { ShopInfo } from "#server/tenancy/shop";
import {
  AddressListSchema,
  AddressSchema,
  ContactResponseSchema,
  CountryListSchema,
  DetailResponseSchema,
  inLanguage,
  OrderPageSchema,
  OrderSchema,
  PaymentHistorySchema,
  UserProfileSchema,
  type Address,
} from "#server/upstream/contract";
import { upstreamRequest } from "#server/upstream/client";
import { inEachLanguage, type Language } from "#server/platform/language";
import {
  toAddressView,
  toOrderView,
  toPaymentView,
  type AddressInput,
  type AddressView,
  type CountryOption,
  type OrderStatusId,
  type OrderStatusNames,
  type OrderView,
  type PaymentMethodNames,
  type PaymentView,
  type ProfileView,
} from "./views";

export { dateLabel, isOrderStatus } from "./views";
export type {
  AddressInput,
  AddressView,
  CountryOption,
  OrderItemView,
  OrderStatusId,
  OrderStatusNames,
  OrderView,
  PaymentMethodNames,
  PaymentView,
  ProfileView,
} from "./views";

/**
 * Every upstream call of the profile area: profile, password, addresses, orders, payments
 * and the contact message. Everything here is per user and never cached, except the
 * country list, which is the same for everyone. Views (./views.ts) are in the page's
 * `language`, with the names the app hands in (a domain never imports the app's catalogues).
 * Calls whose messages can reach the shopper send the language as Accept-Language.
 */

/** Orders per page of the history (the upstream's default page size). */
export const ORDERS_PAGE_SIZE = 10;

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

/** Throws UpstreamError "rejected" with the upstream's `detail` (e.g. an email in use), in `language`. */
export async function updateProfile(
  shopId: number,
  user: SignedInUser,
  changes: ProfileView,
  language: Language,
): Promise<void> {
  await upstreamRequest({
    method: "PATCH",
    path: profilePath(user),
    query: { tenantId: shopId },
    json: changes,
    token: user.token,
    schema: UserProfileSchema,
    language,
  });
}

/** Throws UpstreamError "rejected" whose `firstKey` is `old_password` for a wrong current password. */
export async function changePassword(
  shopId: number,
  user: SignedInUser,
  passwords: { old_password: string; password: string; password2: string },
  language: Language,
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: `users/change-password/${user.userId}/`,
    query: { tenantId: shopId },
    json: passwords,
    token: user.token,
    schema: DetailResponseSchema,
    language,
  });
}

/* ------------------------------------------------------------------ */
/* countries and addresses                                             */
/* ------------------------------------------------------------------ */

/** The country list is the same for every shop and shopper: cached once, with both languages' names. */
export function loadCountries(language: Language): Promise<CountryOption[]> {
  return sharedCached("countries", async () => {
    const list = await upstreamRequest({ path: "locations/countries/", schema: CountryListSchema });
    return inEachLanguage((language) =>
      list.results.map((country) => ({ id: country.id, name: inLanguage(country.name, language) })),
    );
  }).then((each) => each[language]);
}

/** The shopper's addresses, main first. */
export async function loadAddresses(shopId: number, user: SignedInUser, language: Language): Promise<AddressView[]> {
  const list = await upstreamRequest({
    path: "users/addresses/",
    query: { tenantId: shopId, user: user.userId },
    token: user.token,
    schema: AddressListSchema,
    language,
  });
  return list.results.map((address) => toAddressView(address, language));
}

/** One of the shopper's addresses; another shopper's id is an UpstreamError "not_found". */
export async function loadAddress(
  shopId: number,
  user: SignedInUser,
  id: number,
  language: Language,
): Promise<AddressView> {
  const address = await upstreamRequest({
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    token: user.token,
    schema: AddressSchema,
    language,
  });
  return toAddressView(address, language);
}

export async function createAddress(
  shopId: number,
  user: SignedInUser,
  address: AddressInput,
  language: Language,
): Promise<AddressView> {
  const created = await upstreamRequest({
    method: "POST",
    path: "users/addresses/",
    query: { tenantId: shopId },
    json: { ...address, user: user.userId },
    token: user.token,
    schema: AddressSchema,
    language,
  });
  return toAddressView(created, language);
}

function patchAddress(
  shopId: number,
  user: SignedInUser,
  id: number,
  changes: Partial<AddressInput>,
  language: Language,
): Promise<Address> {
  return upstreamRequest({
    method: "PATCH",
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    json: changes,
    token: user.token,
    schema: AddressSchema,
    language,
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
  language: Language,
): Promise<void> {
  const { mainAddress, ...fields } = address;
  await patchAddress(shopId, user, id, mainAddress ? { ...fields, mainAddress: true } : fields, language);
}

/** Makes this address the only main one. */
export async function setMainAddress(
  shopId: number,
  user: SignedInUser,
  id: number,
  language: Language,
): Promise<void> {
  await patchAddress(shopId, user, id, { mainAddress: true }, language);
}

/** Deletes an address (204, no body); the main one is refused with a `detail`. */
export async function deleteAddress(shopId: number, user: SignedInUser, id: number, language: Language): Promise<void> {
  await upstreamRequest({
    method: "DELETE",
    path: `users/addresses/${id}/`,
    query: { tenantId: shopId },
    token: user.token,
    schema: z.unknown(),
    language,
  });
}

/* ------------------------------------------------------------------ */
/* orders and payments                                                 */
/* ------------------------------------------------------------------ */

/**
 * One page of the shopper's orders in a status; a page past the last is "not_found". In
 * `language`, statuses named by `statusNames`.
 */
export async function loadOrders(
  shop: ShopInfo,
  user: SignedInUser,
  status: OrderStatusId,
  page: number,
  language: Language,
  statusNames: OrderStatusNames,
) {
  const result = await upstreamRequest({
    path: "orders/",
    query: { tenantId: shop.id, status, page, page_size: ORDERS_PAGE_SIZE },
    token: user.token,
    schema: OrderPageSchema,
    language,
  });
  return {
    orders: result.results.map((order) => toOrderView(order, shop, { language, statusNames })),
    count: result.count,
    totalPages: Math.max(1, result.total_pages),
  };
}

/**
 * One of the shopper's orders; another shopper's id is an UpstreamError "not_found". In
 * `language`, its status named by `statusNames` (English by default: the spec's names).
 */
export async function loadOrder(
  shop: ShopInfo,
  user: SignedInUser,
  id: number,
  language: Language,
  statusNames: OrderStatusNames,
): Promise<OrderView> {
  const order = await upstreamRequest({
    path: `orders/${id}/`,
    query: { tenantId: shop.id },
    token: user.token,
    schema: OrderSchema,
    language,
  });
  return toOrderView(order, shop, { language, statusNames });
}

/** The shopper's real payment records, newest first (payment API): in `language`, methods named by `methodNames`. */
export async function loadPaymentHistory(
  shopId: number,
  user: SignedInUser,
  language: Language,
  methodNames: PaymentMethodNames,
): Promise<PaymentView[]> {
  const history = await upstreamRequest({
    service: "payment",
    path: "payment/history/",
    query: { tenant: shopId },
    token: user.token,
    schema: PaymentHistorySchema,
    language,
  });
  return history.results.map((payment) => toPaymentView(payment, language, methodNames));
}

/* ------------------------------------------------------------------ */
/* contact                                                             */
/* ------------------------------------------------------------------ */

/** Sends a Contact Us message; `subject` carries the message text. */
export async function sendContactMessage(
  shopId: number,
  message: { name: string; phone: string; email: string; subject: string },
  language: Language,
): Promise<void> {
  await upstreamRequest({
    method: "POST",
    path: "tenants/contact/",
    query: { tenantId: shopId },
    json: { ...message, tenant: shopId },
    schema: ContactResponseSchema,
    language,
  });
}
