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

/* Ours: accounts' server texts (issue 36) ---- */

/** A registration the upstream refused without saying why (before TRY_AGAIN_SUFFIX). */
export const REGISTRATION_REFUSED = "The shop refused this registration";
/** The honeypot caught a form (a person only sees it when autofill filled the hidden field). */
export const FORM_REFUSED = "This form could not be sent. Please reload the page and try again.";
/** The address list's buttons. */
export const MAIN_ADDRESS_CHANGED = "Main address changed successfully";
export const ADDRESS_DELETED = "Address deleted successfully";
/** A post to the address list with no button of its own (a hand-made form). */
export const UNKNOWN_ACTION = "Unknown action.";
/** A GET of /logout: signing out is a POST. */
export const SIGN_OUT_BY_POST = "Sign out with the Logout button in the menu.";

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

/* Ours: the pages' labels (issue 36) ---------------------------------------- */

/** Shared by several pages. */
export const TOTAL = "Total";
export const SHIPPING = "Shipping";
export const PHONE = "Phone";
export const EMAIL = "Email";
export const PASSWORD = "Password";
export const STATUS = "Status";
export const CATEGORY = "Category";
export const PRODUCTS = "Products";
export const DESCRIPTION = "Description";
export const PRODUCT_NOT_FOUND = "Product not found";
/** Between the parts of an address or a list of names. */
export const LIST_SEPARATOR = ", ";
/** Before a 'Back to …' link: it points to where the page's text starts. */
export const BACK_ARROW = "←";
/** A count of products in a heading or a page description. */
export const productCount = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;
/** Sign-in and sign-up. */
export const LOGIN = "Login";
export const LOGIN_DESCRIPTION = "Sign in to your account";
export const EMAIL_OR_PHONE = "Email or phone";
export const REMEMBER_ME = "Remember Me";
export const NO_ACCOUNT_YET = "Don't have an account?";
export const SIGN_UP = "Sign up";
export const REGISTER = "Register";
export const REGISTER_DESCRIPTION = "Create your account";
export const FIRST_NAME = "First name";
export const LAST_NAME = "Last name";
export const HAVE_ACCOUNT = "Already have an account?";
export const SIGN_IN = "Sign in";
/** The password reset wizard. */
export const RESET_PASSWORD_DESCRIPTION = "Reset your password";
export const RESET_STEPS = "Steps";
export const CODE = "Code";
export const NEW_PASSWORD = "New password";
export const CONFIRM_NEW_PASSWORD = "Confirm new password";
export const RESET_EMAIL_PROMPT = "Enter the email of your account and we will send you a code.";
export const SEND_CODE = "Send code";
export const codeSentTo = (email: string) => `Enter the code we sent to ${email}.`;
export const VERIFY = "Verify";
export const SET_NEW_PASSWORD = "Change password";
export const RESET = "Reset";
export const CONTINUE_TO_LOGIN = "Continue to Login";
export const START_OVER = "Start over";
/** The shop's layout, home, the product lists and search. */
export const SKIP_TO_CONTENT = "Skip to content";
export const HOME = "Home";
export const NEW_ARRIVALS = "New Arrivals";
export const TOP_RATED_PRODUCTS = "Top Rated Products";
export const shopFeatures = (shopName: string) => `${shopName} Features`;
export const ALL_CATEGORIES = "All Categories";
export const ALL_CATEGORIES_DESCRIPTION = "Every category of the shop, section by section.";
export const categoryDescription = (name: string, count: number) => `Shop ${name}: ${count} products.`;
export const categoryProducts = (name: string) => `${name} products`;
export const PAGE_NOT_FOUND = "Page not found";
export const showingFirst = (shown: number, count: number) => `Showing the first ${shown} of ${count} products.`;
export const SEARCH = "Search";
export const searchResultsFor = (query: string) => `Search results for “${query}”`;
export const productsMatching = (query: string) => `Products matching “${query}”.`;
export const SEARCH_PROMPT = "Type a product name in the search box to find it.";
export const noProductsMatch = (query: string) => `No products match “${query}”.`;
export const resultsFor = (query: string) => `Results for “${query}”`;
export const SEARCH_RESULTS = "Search results";
export const SEARCH_RESULTS_PAGES = "Search results pages";
/** The product page and the quick view. */
export const RELATED_PRODUCTS = "Related Products";
export const RELATED_PRODUCTS_LABEL = "Related products";
export const ESTIMATED_DELIVERY = "Estimated delivery";
export const SHIPPING_COST = "Shipping cost";
export const SECTION = "Section";
export const BRAND = "Brand";
export const REVIEWS = "Reviews";
export const REVIEWS_AND_DESCRIPTION = "Reviews and description";
export const quickViewTitle = (title: string) => `Quick view: ${title}`;
/** The cart and the wishlist. */
export const CART = "Cart";
export const CART_DESCRIPTION = "Your shopping cart";
export const removeItem = (title: string) => `Remove ${title}`;
export const DECREASE_QUANTITY = "Decrease quantity";
export const QUANTITY = "Quantity";
export const INCREASE_QUANTITY = "Increase quantity";
export const WISHLIST = "Wishlist";
export const WISHLIST_DESCRIPTION = "The products you saved for later";
export const wishlistTitle = (count: number) => `Wishlist (${count})`;
/** Checkout. */
export const CHECKOUT = "Checkout";
export const CHECKOUT_DESCRIPTION = "Shipping, payment and order summary";
export const SHIPPING_ADDRESS_LEGEND = "Shipping address";
export const ADD_ADDRESS = "Add Address";
export const PAYMENT_METHOD = "Payment method";
export const MAIN = "Main";
export const ORDER_SUMMARY = "Order Summary";
export const lineQuantity = (quantity: number) => `Quantity: ${quantity}`;
export const DISCOUNT_CODE = "Gift or discount code";
export const APPLY = "Apply";
export const SUBTOTAL = "Subtotal";
export const PROCESSING = "Processing…";
/** The card payment page (its form without JavaScript). */
export const CARD_PAYMENT = "Card payment";
export const PAY_BY_CARD = "Pay by card";
export const BACK_TO_CHECKOUT = "Back to checkout";
export const AMOUNT = "Amount:";
export const CARDS_ACCEPTED = "Visa, Mastercard and mada are accepted.";
export const CARD_DATA_NOTE = "Your card details go straight to our card provider and never pass through this shop.";
export const CARD_FORM_FAILED =
  "The card form could not be loaded. Reload this page, or go back to checkout and choose another way to pay.";
export const NAME_ON_CARD = "Name on card";
export const CARD_NUMBER = "Card number";
export const CARD_MONTH = "Month";
export const CARD_YEAR = "Year";
export const CARD_CVC = "CVC";
export const PAY = "Pay";
/** The result pages and the information pages. */
export const ORDER_CONFIRMED = "Order confirmed";
export const VIEW_YOUR_ORDERS = "View your orders";
export const PAYMENT_NOT_ORDERED = "Payment not ordered";
export const PAYMENT_UNSUCCESSFUL = "Payment unsuccessful";
export const CART_STILL_THERE = "Your cart is still there, so you can try again.";
export const ABOUT_US = "About Us";
export const ABOUT_US_DESCRIPTION = "About the shop and how to reach it";
export const OUR_POLICIES = "Our Policies";
export const OUR_POLICIES_DESCRIPTION = "Privacy, pricing, delivery and refund policies";
export const NO_POLICIES = "This shop has not published its policies yet.";
export const TERMS_AND_CONDITIONS = "Terms And Conditions";
/** The profile: account details, addresses, orders, payments and contact. */
export const MY_ACCOUNT = "My Account";
export const MY_ACCOUNT_DESCRIPTION = "Your account, addresses, orders and payments";
export const ACCOUNT_DETAILS = "Account Details";
export const ACCOUNT_DETAILS_DESCRIPTION = "Your name, phone, email and password";
export const ACCOUNT_FIRST_NAME = "First Name";
export const ACCOUNT_LAST_NAME = "Last Name";
export const SAVE_CHANGES = "Save Changes";
export const CURRENT_PASSWORD = "Current Password";
export const ACCOUNT_NEW_PASSWORD = "New Password";
export const ACCOUNT_CONFIRM_PASSWORD = "Confirm New Password";
export const CHANGE_PASSWORD = "Change Password";
export const SHIPPING_ADDRESS = "Shipping Address";
export const ADDRESSES_DESCRIPTION = "Your shipping addresses";
export const ADDRESSES = "Addresses";
export const ADD_NEW_ADDRESS = "Add new address";
export const ADD_ADDRESS_DESCRIPTION = "Add a shipping address";
export const MAIN_ADDRESS = "Main address";
export const buildingNumber = (number: string) => `Building ${number}`;
export const apartmentNumber = (number: string) => `Apartment ${number}`;
export const EDIT = "Edit";
export const SET_AS_MAIN = "Set as main";
export const DELETE = "Delete";
export const EDIT_ADDRESS = "Edit Address";
export const EDIT_ADDRESS_DESCRIPTION = "Edit a shipping address";
export const EDIT_ADDRESS_HEADING = "Edit address";
export const BACK_TO_ADDRESSES = "Back to addresses";
export const SAVE_ADDRESS = "Save Address";
export const ORDER_HISTORY = "Order History";
export const ORDER_HISTORY_DESCRIPTION = "Your orders";
/** The order status filter's choices, by the spec's status ids (§4). */
export const ORDER_STATUS_NAMES = {
  1: "Pending",
  2: "Ready",
  3: "Cancelled",
  4: "Confirmed",
  5: "Shipping",
  6: "Returned",
};
export const SHOW = "Show";
export const ORDER_PAGES = "Order pages";
export const PAYMENTS_HISTORY = "Payments History";
export const PAYMENTS_HISTORY_DESCRIPTION = "Your payments";
export const NO_PAYMENTS = "You have no payments yet.";
export const PAYMENT_COLUMNS = { date: "Date", order: "Order", method: "Method", status: "Status", amount: "Amount" };
/** A payment record's status as the payment API writes it (English pages show it as it comes, capitalized by CSS). */
export const PAYMENT_STATUSES = { paid: "paid", pending: "pending", cancelled: "cancelled" };
export const CONTACT_US = "Contact Us";
export const CONTACT_US_DESCRIPTION = "Send the shop a message";
/** The tracking API has the contact service off (spec §7): no form, the shop's email and phone instead. */
export const CONTACT_OFF =
  "Messages through this form are switched off for now. You can still reach the shop by email or phone.";
export const CONTACT_REFUSED =
  "Your message was not sent: this shop is not taking messages through the contact form right now. Please email or call the shop instead.";
export const NAME = "Name";
export const MESSAGE = "Message";
export const SEND_MESSAGE = "Send Message";

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

/* Ours: the shared components' labels (issue 36) ---- */

/** The header, its menus and the category drawer and bar. */
export const SEARCH_PRODUCTS = "Search products";
export const SEARCHING = "Searching";
export const LOADING = "Loading";
export const LOADING_ELLIPSIS = "Loading…";
export const ACCOUNT = "Account";
export const ACCOUNT_MENU = "Account menu";
export const LOGOUT = "Logout";
export const CATEGORIES = "Categories";
export const ALL_CATEGORIES_LINK = "All categories";

/** The footer. */
export const TOP_CATEGORIES = "Top Categories";
export const FOOTER_COMPANY = "Company";
export const FOOTER_CONTACT_US = "Contact us";
export const SOCIAL_LINKS = "Social links";
export const FACEBOOK = "Facebook";
export const TWITTER = "Twitter";
export const LINKEDIN = "LinkedIn";
export const INSTAGRAM = "Instagram";
export const MADE_BY = "Storefront by Storefront Studio";
export const WHATSAPP_CHAT = "Chat with us on WhatsApp";

/** Error pages (a 4xx without a message of its own says what its status means). */
export const CLIENT_ERROR_TEXTS: Record<number, string> = {
  400: "This request could not be understood.",
  401: "Please sign in to continue.",
  403: "You are not allowed to do this.",
  405: "This page does not accept that kind of request.",
  409: "This could not be done because something changed. Please try again.",
  413: "This form is too large.",
  415: "Send this as an HTML form.",
  422: "Some of the details were not accepted.",
  429: "Too many requests. Please wait a minute and try again.",
};
export const CLIENT_ERROR_FALLBACK = "This request could not be handled.";
export const GO_BACK = "Go back";
export const TRY_AGAIN = "Try again";
export const UNAVAILABLE_TITLE = "The shop is taking a short break.";
export const UNAVAILABLE_TEXT =
  "We couldn't reach our catalogue just now. Your cart is safe; please try again in a moment.";
export const COMING_SOON = "Coming Soon";
export const comingSoonText = (shopName: string) => `${shopName} is getting ready. Please come back soon.`;
export const shopLogo = (shopName: string) => `${shopName} logo`;
export const SHOP_LOGO = "Shop logo";
export const shopHome = (shopName: string) => `${shopName} home`;

/** Product cards, the quick view, ratings and reviews. */
export const SALE = "Sale";
/** A product card's review count (always "reviews"). */
export const reviewsLabel = (count: number) => `${count} reviews`;
/** The quick view's and the product page's review count. */
export const reviewCount = (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`;
export const addToCartLabel = (product: string) => `Add ${product} to cart`;
export const ratedOutOf5 = (rating: number) => `Rated ${rating} out of 5`;
export const starCount = (stars: number) => (stars === 1 ? "1 star" : `${stars} stars`);
export const WAS_PRICE = "Was ";
export const VIEW_FULL_DETAILS = "View full details";
export const CLOSE_QUICK_VIEW = "Close quick view";
export const ADD_TO_CART = "Add to cart";
export const ADDING = "Adding…";
export const saveToWishlist = (product: string) => `Save ${product} to wishlist`;
export const ADD_TO_WISHLIST = "Add to wishlist";
export const REMOVE_FROM_WISHLIST = "Remove from wishlist";
export const PRODUCT_IMAGES = "Product images";
export const YOUR_RATING = "Your rating";
export const YOUR_REVIEW = "Your review";
export const SENDING = "Sending…";
export const SUBMIT_REVIEW = "Submit Review";
export const SIGN_IN_TO_REVIEW = "Sign in to add your review";

/** Lists: section headings, the home slider, pagination, category tiles. */
export const SEE_ALL = "See all";
export const seeAllOf = (title: string) => `See all ${title}`;
export const FEATURED = "Featured";
export const slideOf = (slide: number, slides: number) => `${slide} of ${slides}`;
export const PREVIOUS_SLIDE = "Previous slide";
export const NEXT_SLIDE = "Next slide";
export const goToSlide = (slide: number) => `Go to slide ${slide}`;
export const PAGINATION = "Pagination";
export const PREVIOUS = "Previous";
export const NEXT = "Next";
export const pageOf = (page: number, pages: number) => `Page ${page} of ${pages}`;

/** The category page's filters. */
export const FILTERS = "Filters";
export const FILTER_PRICE = "Price";
export const FILTER_BRANDS = "Brands";
export const FILTER_RATING = "Rating";
export const MINIMUM_RATING = "Minimum rating";
export const ANY_RATING = "Any rating";
export const AND_UP = "& up";
export const starsAndUp = (stars: number) => `${stars} stars and up`;
export const CLEAR_ALL = "Clear all";
export const MINIMUM_PRICE = "Minimum price";
export const MAXIMUM_PRICE = "Maximum price";
export const MINIMUM_PRICE_SLIDER = "Minimum price slider";
export const MAXIMUM_PRICE_SLIDER = "Maximum price slider";
export const pricesIn = (currency: string) => `Prices in ${currency}`;

/** The profile area's tabs, orders and addresses. */
export const PROFILE = "Profile";
export const orderTitle = (id: number) => `Order #${id}`;
export const quantityShort = (quantity: number) => `Qty: ${quantity}`;
export const CONTACT_ADDRESS = "Address";
export const CONTACT_MOBILE = "Mobile";
export const COUNTRY = "Country";
export const CITY = "City";
export const AREA = "Area";
export const STREET_NAME = "Street Name";
export const BUILDING_NUMBER = "Building Number";
export const APARTMENT_NUMBER = "Apartment Number";
export const ADDITIONAL_INFO = "Additional Info";
export const OPTIONAL = "(optional)";
export const DEFAULT_ADDRESS = "Default address";
export const MAIN_ADDRESS_LOCKED = "This is your main address. To change it, tick the default box on another address.";
export const FIRST_ADDRESS_LOCKED = "Your first address is always your main address.";

/** Sign-in forms' password field. */
export const SHOW_PASSWORD = "Show password";
export const HIDE_PASSWORD = "Hide password";
export const HIDE = "Hide";
