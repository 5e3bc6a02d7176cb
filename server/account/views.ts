import { formatPrice, shippingLabel, splitName } from "#server/catalog/format";
import { LOCALE, type Language } from "#server/platform/language";
import { mediaUrl, type ShopInfo } from "#server/tenancy/shop";
import type { PaymentMethodName } from "#server/upstream/constants";
import { inLanguage, ORDER_STATUSES, type Address, type Order, type PaymentRecord } from "#server/upstream/contract";

/**
 * The shapes the profile area's screens render (no token, no upstream internals), made from
 * the upstream's answers in the page's language: its {en, ar} data in it, dates in its
 * locale, and the names the app hands in (statuses, payment methods: a domain never imports
 * the app's catalogues). ./account.ts asks the upstream and hands its answers here.
 */

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

/** The order statuses' names in the page's language (app/texts.ts ORDER_STATUS_NAMES). */
export type OrderStatusNames = Readonly<Record<OrderStatusId, string>>;
/** The payment history's names of the methods in the page's language (app/texts.ts PAYMENT_HISTORY_METHODS). */
export type PaymentMethodNames = Readonly<Record<PaymentMethodName, string>>;

/**
 * Dates' locales: English keeps "1 June 2025" (en-GB; LOCALE's en-US would write "June 1,
 * 2025"), Arabic is LOCALE's: "1 يونيو 2025", Gregorian months and Latin digits (decision 0028).
 */
const dateFormat = (locale: string) =>
  new Intl.DateTimeFormat(locale, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DATE_FORMATS: Record<Language, Intl.DateTimeFormat> = { en: dateFormat("en-GB"), ar: dateFormat(LOCALE.ar) };

/** "1 June 2025" or "1 يونيو 2025", the same on the server and in the browser (UTC); "" for a bad date. */
export function dateLabel(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return DATE_FORMATS[language].format(date);
}

export function toAddressView(address: Address, language: Language): AddressView {
  return {
    id: address.id,
    countryId: address.country.id,
    countryName: inLanguage(address.country.name, language),
    city: address.city,
    area: address.area,
    streetName: address.streetName,
    buildingNum: address.buildingNum,
    apartmentNum: address.apartmentNum,
    additionalInfo: address.additionalInfo,
    mainAddress: address.mainAddress,
  };
}

export function isOrderStatus(value: number): value is OrderStatusId {
  return Object.hasOwn(ORDER_STATUSES, value);
}

/** How an order is shown: in a language, its status named by the app's catalogue. */
export type OrderViewTexts = { language: Language; statusNames: OrderStatusNames };

export function toOrderView(order: Order, shop: ShopInfo, { language, statusNames }: OrderViewTexts): OrderView {
  return {
    id: order.id,
    dateLabel: dateLabel(order.createdAt, language),
    statusLabel: isOrderStatus(order.status) ? statusNames[order.status] : "",
    items: order.products.map((line) => {
      const { title, subtitle } = splitName(inLanguage(line.name, language));
      const image = line.product.productImages[0]?.url;
      return {
        key: String(line.id),
        productId: line.product.id,
        title,
        subtitle,
        options: line.product.productOptions.map((value) => inLanguage(value.name, language)).filter(Boolean),
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

/** A method the history names; another name (one the payment API added since) is shown as it is. */
function methodLabel(method: string, methodNames: PaymentMethodNames): string {
  return Object.hasOwn(methodNames, method) ? methodNames[method as PaymentMethodName] : method;
}

export function toPaymentView(
  payment: PaymentRecord,
  language: Language,
  methodNames: PaymentMethodNames,
): PaymentView {
  return {
    id: payment.id,
    dateLabel: dateLabel(payment.createdAt, language),
    amountLabel: formatPrice(payment.amount, payment.currency),
    methodLabel: methodLabel(payment.method, methodNames),
    status: payment.status,
    orderId: payment.order,
  };
}
