/**
 * Every text the spec gives (§2 screens, §5 validation, §8 errors, the success texts and the
 * empty states), verbatim, once; and beside them the texts of ours that stand in for cases
 * the spec does not name (marked "Ours"). tests/unit/texts.test.ts checks that every quoted
 * text of the spec is here. Plain constants: imported by the browser and the server alike.
 */

/* Screens (§2) ------------------------------------------------------------ */

/** The 404 page, the unknown-host page and the splat route. */
export const NOT_FOUND_TEXT = "Sorry, We couldn't find what you are looking for!";
export const SHOP_BY_CATEGORY = "Shop by category";
export const TOP_CATEGORIES_TITLE = "Shop From Top categories";
export const ALL_RIGHTS_RESERVED = "All Rights Reserved";
export const NO_DESCRIPTION = "There is no description for this product.";
export const NO_REVIEWS = "be the first one to review this product";
export const ADD_YOUR_REVIEW = "Add Your Review";
/** Empty product lists: home, category, /categories and the full lists. */
export const NO_PRODUCTS = "No Products Available";
export const WISHLIST_EMPTY = "No products added to wishlist.";
export const CART_EMPTY = "Cart is empty, click below to continue shopping";
/** Spec §2: the cart's title is 'Cart (n)'. */
export const cartTitle = (lines: number) => `Cart (${lines})`;
export const CART_TOTAL_NOTE = "Including tax, excluding shipping";
export const CONTINUE_SHOPPING = "Continue Shopping";
export const CONTINUE_TO_CHECKOUT = "Continue to Checkout";
export const BACK_TO_CART = "Back to cart";
export const ADD_SHIPPING_ADDRESS = "Add new shipping address";
export const PAY_WITH = "Pay with";
/** Spec §2: the checkout's pay button reads 'Pay {total} {currency}'. */
export const payButtonText = (total: string, currency: string) => `Pay ${total} ${currency}`.trim();
/** Checkout and order history totals. */
export const TOTAL_NOTE = "Includes tax, excludes shipping";
export const NO_ADDRESSES = "You don't have any addresses";
export const NO_ORDERS = "No orders found";
export const FORGOT_PASSWORD = "Forgot your password";
export const RETURN_TO_LOGIN = "Return to Login";
export const RESET_COMPLETED = "All steps completed";

/** Spec §2 Information pages: each policy's title, by the upstream's key. */
export const POLICY_TITLES = {
  privacyPolicy: "Privacy Policy",
  pricingPolicy: "Pricing Policy",
  deliveryPolicy: "Delivery Policy",
  refundPolicy: "Refund Policy",
  terms: "Terms",
  description: "Description",
};

/** Result pages. */
export const SUCCESS_TITLE = "Thank You For Your Purchase";
export const SUCCESS_TEXT = "Your order is confirmed";
export const FAILURE_TITLE = "Ops, your payment was unsuccessful, please try different method.";
export const FAILURE_TEXT = "Failed to confirm your order.";
/** Ours: a card payment made after its cart was ordered in another tab, ordered again as a separate order. */
export const LATE_PAYMENT_ORDERED =
  "Order placed successfully! This card payment came after the same cart was ordered in another tab, so it is a separate order.";
/** Ours: a card payment that could not become an order (decision 0005); an operator refunds it (docs/operations.md). */
export const NOT_ORDERED_TITLE = "Your card was charged, but no order was placed";
export const NOT_ORDERED_TEXT =
  "This payment came after its cart had been ordered in another tab or had changed, so the shop could not turn it into an order.";
export const CONTACT_SHOP = "Contact the shop";
export const NOT_ORDERED_REFUND =
  "The shop will refund the full amount to the card you paid with; you don't need to do anything. If you have a question, contact the shop with this payment reference:";

/* Sign-in, sign-up and the password reset (§5, §8) ------------------------- */

export const INPUT_ALL_DATA = "Please, Input all data!";
export const LOGIN_REJECTED = "Phone or password is incorrect!";
/** Ours (the spec has no text for it): the upstream could not be reached, so nothing was checked. */
export const LOGIN_UNAVAILABLE =
  "We couldn't sign you in just now: the shop is not reachable. Please try again in a moment.";
export const PASSWORD_RULE =
  "Password should contains lowercase , uppercase and digits letters. Password length shouldn't be less than 8! ";
/** Follows the upstream's detail text when it refuses a registration. */
export const TRY_AGAIN_SUFFIX = ". Please try again.";
export const INPUT_YOUR_EMAIL = "Please, Input your email";
export const USER_NOT_FOUND = "user not found";
export const CODE_INCORRECT = "ID isn't correct";
export const PASSWORDS_DIFFER = "Password fields didn't match!";

/* Profile, addresses and contact (§5, §8) --------------------------------- */

export const FILL_ALL_FIELDS = "Please, Fill all fields";
export const INVALID_PHONE = "Invalid phone number format!";
export const REPEATED_PHONE = "Phone number cannot be all repeated digits!";
/** Password change refused: 'Current password is wrong' for old_password, this for any other key. */
export const CURRENT_PASSWORD_WRONG = "Current password is wrong";
export const PASSWORDS_DONT_MATCH = "Passwords don't match";
export const FIELD_REQUIRED = "this field is required.";
export const COUNTRY_REQUIRED = "Country is required";
export const CITY_REQUIRED = "City is required";
export const AREA_REQUIRED = "Area is required";
export const STREET_REQUIRED = "Street Name is required";
/** Address create or edit refused by the upstream. */
export const ADDRESS_FAILED = "Failed to add new address!";
export const CANT_DELETE_MAIN = "You can't delete the main address";
export const SEND_FAILED = "Failed to send message, try again.";

/* Ours: texts the server writes into the views it hands the pages (issue 36) ------ */

/** A product link asked for an option the product does not offer. */
export const OPTION_NOT_AVAILABLE =
  "The option in this link is not available for this product, so the default choice is shown.";
/** The alt text of a product's nth image. */
export const productImageAlt = (title: string, index: number) => `${title}, view ${index}`;
/** A review whose author has no name. */
export const ANONYMOUS_REVIEWER = "Anonymous";
/** The cart page, when products in the cart no longer exist. */
export const CART_ITEMS_DROPPED = "Some products in your cart are no longer available and were removed.";
/** An add to a cart that has its most lines (MAX_CART_LINES). */
export const cartFull = (max: number) =>
  `Your cart is full: A cart holds at most ${max} different items. Remove something to add more.`;
/** An add with an option the product does not offer. */
export const OPTION_INVALID = "This option is not available for this product.";
export const PRODUCT_GONE = "This product is no longer available.";
export const quantityRefused = (max: number) => `Please choose a quantity between 1 and ${max}.`;
export const CART_CHANGE_UNREADABLE = "That cart change was not understood.";
/** The card provider's description of a payment. */
export const orderAt = (shopName: string) => `Order at ${shopName}`;
/** The spec's names for the four payment methods (§1, §3), as the checkout offers them. */
export const PAYMENT_METHODS = {
  card: { label: "Card or wallet", note: "Pay on the payment provider's secure page." },
  cash: { label: "Cash on delivery", note: "Pay when your order arrives." },
  paypal: { label: "PayPal", note: "Approve the payment with PayPal." },
  moyasar: {
    label: "Card (Visa, Mastercard, mada)",
    note: "Enter your card on the next page; it goes straight to the card provider.",
  },
};
/** The payment history's names of the methods. */
export const PAYMENT_HISTORY_METHODS = {
  card: "Card / wallet",
  cash: "Cash on delivery",
  paypal: "PayPal",
  moyasar: "Card",
};

/* Reviews, wishlist and buying (§5, §8) ------------------------------------ */

/** The upstream refuses a second review of the same product by the same shopper. */
export const ALREADY_REVIEWED = "you already have reviewed this product";
export const REVIEWS_FAILED = "an Error has occured while getting Reviews for this product";
export const WISHLIST_LOGIN_FIRST = "You should login first to add a product to your wishlist.";
/** Checkout from an empty cart. */
export const CART_EMPTY_ERROR = "Cart is empty";
/** Pay without an address. */
export const NO_ADDRESS = "Please add an address!";
/** Any failure of the pay flow. */
export const CHECKOUT_FAILED = "Something went wrong during checkout";

/* Success texts (§8), trailing spaces and all ------------------------------ */

export const REGISTRATION_SUCCESS = "Registration Successful";
export const ORDER_PLACED = "Order placed successfully!";
export const ADDRESS_ADDED = "Address is added successfully ";
export const ADDRESS_SAVED = "Address saved successfully!";
export const DATA_CHANGED = "Data changed successfully";
/** A password changed from the profile. */
export const PASSWORD_CHANGED = "Password changed successfully";
export const MESSAGE_SENT = "Message sent successfully.";
export const RESET_EMAIL_SENT = "Email was Sent successfully, You can try again after 10 minutes";
/** A password set through the reset wizard. */
export const PASSWORD_RESET_DONE = "Change password Successfully.";
export const WISHLIST_CHANGED = "Product wishlist status changed successfully";

/* Ours: cases the spec does not name -------------------------------------- */

/** Ours: an unexpected failure (5xx page). */
export const SERVER_ERROR_TEXT = "Something went wrong on our side.";
/** Ours: an email field that is filled but is no email. */
export const INVALID_EMAIL = "Enter a valid email address.";
/** Ours: the upstream refused a profile update without a detail of its own. */
export const PROFILE_REFUSED = "Your details could not be saved, try again.";
/** Ours: the review form's own checks (the spec marks both fields required, no text). */
export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars.";
export const COMMENT_REQUIRED = "Please write a comment.";
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_TOO_LONG = `Please keep your comment under ${COMMENT_MAX_LENGTH} characters.`;
export const REVIEW_ADDED = "Thank you! Your review was added.";
export const REVIEW_FAILED = "Your review could not be sent. Please try again.";
/** Ours: the wishlist call failed for another reason than sign-in. */
export const WISHLIST_FAILED = "The wishlist could not be changed. Please try again.";
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

/* Ours: the cart ------------------------------------------------------------ */

export const ADDED_TO_CART = "Added to cart";
/** Ours: an add to a line already at its maximum (MAX_LINE_QUANTITY): nothing was added. */
export const lineAlreadyAtMaximum = (max: number) =>
  `This item is already in your cart ${max} times, the most one line can hold. Nothing was added.`;
/** Ours: an add the line's maximum cut short. */
export const addedUpToMaximum = (added: number, max: number) =>
  `Added ${added} to cart: this item is now in your cart ${max} times, the most one line can hold.`;

/** The pay flow's texts, for server/checkout (a domain never imports the app). */
export const CHECKOUT_TEXTS = {
  orderPlaced: ORDER_PLACED,
  pricesChanged: PRICES_CHANGED,
  checkoutFailed: CHECKOUT_FAILED,
  alreadyConfirmed: ALREADY_CONFIRMED,
  latePaymentOrdered: LATE_PAYMENT_ORDERED,
};
