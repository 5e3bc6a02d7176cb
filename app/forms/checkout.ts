/**
 * Texts of buying: the spec's verbatim (§5, §8, §2 result pages) and, marked, our own for
 * cases the spec does not name.
 */

/** Checkout from an empty cart (spec §5, §8). */
export const CART_EMPTY_ERROR = "Cart is empty";
/** Pay without an address (spec §5, §8). */
export const NO_ADDRESS = "Please add an address!";
/** Any failure of the pay flow (spec §8). */
export const CHECKOUT_FAILED = "Something went wrong during checkout";
/** Cash order placed (spec §4 success text). */
export const ORDER_PLACED = "Order placed successfully!";

/** Result pages (spec §2). */
export const SUCCESS_TITLE = "Thank You For Your Purchase";
export const SUCCESS_TEXT = "Your order is confirmed";
export const FAILURE_TITLE = "Ops, your payment was unsuccessful, please try different method.";
export const FAILURE_TEXT = "Failed to confirm your order.";

/** Ours: the spec's pay button is disabled without a method; a form without JavaScript says why. */
export const NO_METHOD = "Please choose a payment method.";
/** Ours: the spec's discount box "does nothing"; we say so instead of faking it. */
export const DISCOUNT_UNAVAILABLE = "Discount codes are not available in this shop yet.";
/** Ours: the page's one-time token is unknown or expired. */
export const CHECKOUT_EXPIRED = "This checkout page has expired. Please check your order and pay again.";
/** Ours: the cart changed (another tab) after this page was shown. */
export const CART_CHANGED = "Your cart changed since this page was shown. Please check your order and pay again.";
/** Ours: an upstream price changed after the page was shown. */
export const PRICES_CHANGED = "Some prices have changed. Please check your order summary and pay again.";
/** Ours: a payment return seen before (a reload, a replay) confirms nothing twice. */
export const ALREADY_CONFIRMED = "This payment was already confirmed. Your order is in your order history.";
/** Ours: the card form page without a payment started at checkout. */
export const NO_CARD_PAYMENT = "Choose how to pay at checkout first.";
