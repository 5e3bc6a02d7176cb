/**
 * The Arabic catalogue: every text of app/texts.ts (the English one, checked against the spec)
 * under the same name, in Modern Standard Arabic as Saudi shops write it. Digits stay Latin
 * (decision 0028). tests/unit/catalogues.test.ts fails when a name is missing here or in
 * English, or when a text's placeholders differ; app/messages.ts pairs the two.
 */
import { COMMENT_MAX_LENGTH } from "./texts";

export { COMMENT_MAX_LENGTH };

/* Screens (§2) ------------------------------------------------------------ */

export const NOT_FOUND_TEXT = "عذرًا، لم نعثر على ما تبحث عنه!";
export const SHOP_BY_CATEGORY = "تسوّق حسب الفئة";
export const TOP_CATEGORIES_TITLE = "تسوّق من أبرز الفئات";
export const ALL_RIGHTS_RESERVED = "جميع الحقوق محفوظة";
export const NO_DESCRIPTION = "لا يوجد وصف لهذا المنتج.";
export const NO_REVIEWS = "كن أول من يقيّم هذا المنتج";
export const ADD_YOUR_REVIEW = "أضف تقييمك";
export const NO_PRODUCTS = "لا توجد منتجات متاحة";
export const WISHLIST_EMPTY = "لم تُضف أي منتجات إلى قائمة الأمنيات.";
export const CART_EMPTY = "السلة فارغة، اضغط أدناه لمتابعة التسوق";
export const cartTitle = (lines: number) => `السلة (${lines})`;
export const CART_TOTAL_NOTE = "شامل الضريبة، غير شامل الشحن";
export const CONTINUE_SHOPPING = "متابعة التسوق";
export const CONTINUE_TO_CHECKOUT = "المتابعة لإتمام الطلب";
export const BACK_TO_CART = "العودة إلى السلة";
export const ADD_SHIPPING_ADDRESS = "إضافة عنوان شحن جديد";
export const PAY_WITH = "الدفع عبر";
export const payButtonText = (total: string, currency: string) => `ادفع ${total} ${currency}`.trim();
export const TOTAL_NOTE = "شامل الضريبة، غير شامل الشحن";
export const NO_ADDRESSES = "ليس لديك أي عناوين";
export const NO_ORDERS = "لا توجد طلبات";
export const FORGOT_PASSWORD = "نسيت كلمة المرور";
export const RETURN_TO_LOGIN = "العودة إلى تسجيل الدخول";
export const RESET_COMPLETED = "اكتملت جميع الخطوات";

export const POLICY_TITLES = {
  privacyPolicy: "سياسة الخصوصية",
  pricingPolicy: "سياسة التسعير",
  deliveryPolicy: "سياسة التوصيل",
  refundPolicy: "سياسة الاسترجاع",
  terms: "الشروط والأحكام",
  description: "الوصف",
};

/** Result pages. */
export const SUCCESS_TITLE = "شكرًا لك على الشراء";
export const SUCCESS_TEXT = "تم تأكيد طلبك";
export const FAILURE_TITLE = "عذرًا، لم تتم عملية الدفع، يرجى تجربة طريقة دفع أخرى.";
export const FAILURE_TEXT = "تعذّر تأكيد طلبك.";
export const LATE_PAYMENT_ORDERED =
  "تم تقديم الطلب بنجاح! وصلت هذه الدفعة بالبطاقة بعد أن طُلبت السلة نفسها في نافذة أخرى، لذا سُجّلت طلبًا منفصلًا.";
export const NOT_ORDERED_TITLE = "خُصم المبلغ من بطاقتك، لكن لم يُسجَّل أي طلب";
export const NOT_ORDERED_TEXT =
  "وصلت هذه الدفعة بعد أن طُلبت سلتها في نافذة أخرى أو بعد أن تغيّرت، فلم يتمكن المتجر من تحويلها إلى طلب.";
export const CONTACT_SHOP = "تواصل مع المتجر";
export const NOT_ORDERED_REFUND =
  "سيعيد المتجر المبلغ كاملًا إلى البطاقة التي دفعت بها، ولا يلزمك فعل أي شيء. إن كان لديك سؤال، تواصل مع المتجر مع ذكر مرجع الدفع هذا:";

/* Sign-in, sign-up and the password reset (§5, §8) ------------------------- */

export const INPUT_ALL_DATA = "من فضلك، أدخل جميع البيانات!";
export const LOGIN_REJECTED = "رقم الجوال أو كلمة المرور غير صحيحة!";
export const LOGIN_UNAVAILABLE = "تعذّر تسجيل دخولك الآن: لا يمكن الوصول إلى المتجر. يرجى المحاولة بعد قليل.";
export const PASSWORD_RULE = "يجب أن تحتوي كلمة المرور على أحرف صغيرة وأحرف كبيرة وأرقام، وألا يقل طولها عن 8 أحرف!";
export const TRY_AGAIN_SUFFIX = ". يرجى المحاولة مرة أخرى.";
export const INPUT_YOUR_EMAIL = "من فضلك، أدخل بريدك الإلكتروني";
export const USER_NOT_FOUND = "المستخدم غير موجود";
export const CODE_INCORRECT = "الرمز غير صحيح";
export const PASSWORDS_DIFFER = "كلمتا المرور غير متطابقتين!";

/* Profile, addresses and contact (§5, §8) --------------------------------- */

export const FILL_ALL_FIELDS = "من فضلك، املأ جميع الحقول";
export const INVALID_PHONE = "صيغة رقم الجوال غير صحيحة!";
export const REPEATED_PHONE = "لا يمكن أن يتكوّن رقم الجوال من رقم واحد مكرر!";
export const CURRENT_PASSWORD_WRONG = "كلمة المرور الحالية غير صحيحة";
export const PASSWORDS_DONT_MATCH = "كلمتا المرور غير متطابقتين";
export const FIELD_REQUIRED = "هذا الحقل مطلوب.";
export const COUNTRY_REQUIRED = "الدولة مطلوبة";
export const CITY_REQUIRED = "المدينة مطلوبة";
export const AREA_REQUIRED = "الحي مطلوب";
export const STREET_REQUIRED = "اسم الشارع مطلوب";
export const ADDRESS_FAILED = "تعذّرت إضافة العنوان الجديد!";
export const CANT_DELETE_MAIN = "لا يمكنك حذف العنوان الرئيسي";
export const SEND_FAILED = "تعذّر إرسال الرسالة، حاول مرة أخرى.";

/* Ours: texts the server writes into the views it hands the pages (issue 36) ------ */

export const OPTION_NOT_AVAILABLE = "الخيار في هذا الرابط غير متاح لهذا المنتج، لذا يظهر الخيار الافتراضي.";
export const productImageAlt = (title: string, index: number) => `${title}، الصورة ${index}`;
export const ANONYMOUS_REVIEWER = "مجهول";
export const CART_ITEMS_DROPPED = "لم تعد بعض المنتجات في سلتك متاحة، فأُزيلت منها.";
export const cartFull = (max: number) =>
  `سلتك ممتلئة: تتسع السلة لـ ${max} منتجًا مختلفًا على الأكثر. أزل منتجًا لتضيف غيره.`;
export const OPTION_INVALID = "هذا الخيار غير متاح لهذا المنتج.";
export const PRODUCT_GONE = "هذا المنتج لم يعد متاحًا.";
export const quantityRefused = (max: number) => `من فضلك اختر كمية بين 1 و${max}.`;
export const CART_CHANGE_UNREADABLE = "تعذّر فهم هذا التعديل على السلة.";
export const orderAt = (shopName: string) => `طلب من ${shopName}`;
export const PAYMENT_METHODS = {
  card: { label: "بطاقة أو محفظة إلكترونية", note: "ادفع عبر صفحة الدفع الآمنة لمزوّد الخدمة." },
  cash: { label: "الدفع عند الاستلام", note: "ادفع عند وصول طلبك." },
  paypal: { label: "PayPal", note: "وافق على الدفع عبر PayPal." },
  moyasar: {
    label: "بطاقة (Visa، Mastercard، مدى)",
    note: "أدخل بيانات بطاقتك في الصفحة التالية؛ تذهب مباشرة إلى مزوّد خدمة الدفع.",
  },
};
export const PAYMENT_HISTORY_METHODS = {
  card: "بطاقة / محفظة",
  cash: "الدفع عند الاستلام",
  paypal: "PayPal",
  moyasar: "بطاقة",
};

/* Reviews, wishlist and buying (§5, §8) ------------------------------------ */

export const ALREADY_REVIEWED = "لقد قيّمت هذا المنتج من قبل";
export const REVIEWS_FAILED = "حدث خطأ أثناء جلب تقييمات هذا المنتج";
export const WISHLIST_LOGIN_FIRST = "يجب تسجيل الدخول أولًا لإضافة منتج إلى قائمة الأمنيات.";
export const CART_EMPTY_ERROR = "السلة فارغة";
export const NO_ADDRESS = "من فضلك، أضف عنوانًا!";
export const CHECKOUT_FAILED = "حدث خطأ أثناء إتمام الطلب";

/* Success texts (§8) --------------------------------------------------------- */

export const REGISTRATION_SUCCESS = "تم التسجيل بنجاح";
export const ORDER_PLACED = "تم تقديم الطلب بنجاح!";
export const ADDRESS_ADDED = "تمت إضافة العنوان بنجاح";
export const ADDRESS_SAVED = "تم حفظ العنوان بنجاح!";
export const DATA_CHANGED = "تم تغيير البيانات بنجاح";
export const PASSWORD_CHANGED = "تم تغيير كلمة المرور بنجاح";
export const MESSAGE_SENT = "تم إرسال الرسالة بنجاح.";
export const RESET_EMAIL_SENT = "تم إرسال البريد الإلكتروني بنجاح، يمكنك المحاولة مرة أخرى بعد 10 دقائق";
export const PASSWORD_RESET_DONE = "تم تغيير كلمة المرور بنجاح.";
export const WISHLIST_CHANGED = "تم تغيير حالة المنتج في قائمة الأمنيات بنجاح";

/* Ours: cases the spec does not name -------------------------------------- */

export const SERVER_ERROR_TEXT = "حدث خطأ من جهتنا.";
export const INVALID_EMAIL = "أدخل بريدًا إلكترونيًا صحيحًا.";
export const PROFILE_REFUSED = "تعذّر حفظ بياناتك، حاول مرة أخرى.";
export const RATING_REQUIRED = "من فضلك اختر تقييمًا من 1 إلى 5 نجوم.";
export const COMMENT_REQUIRED = "من فضلك اكتب تعليقًا.";
export const COMMENT_TOO_LONG = `من فضلك اجعل تعليقك أقل من ${COMMENT_MAX_LENGTH} حرف.`;
export const REVIEW_ADDED = "شكرًا لك! تمت إضافة تقييمك.";
export const REVIEW_FAILED = "تعذّر إرسال تقييمك. يرجى المحاولة مرة أخرى.";
export const WISHLIST_FAILED = "تعذّر تعديل قائمة الأمنيات. يرجى المحاولة مرة أخرى.";
export const NO_METHOD = "من فضلك اختر طريقة الدفع.";
export const DISCOUNT_UNAVAILABLE = "رموز الخصم غير متاحة في هذا المتجر بعد.";
export const CHECKOUT_EXPIRED = "انتهت صلاحية صفحة إتمام الطلب. يرجى مراجعة طلبك والدفع مرة أخرى.";
export const CART_CHANGED = "تغيّرت سلتك منذ عرض هذه الصفحة. يرجى مراجعة طلبك والدفع مرة أخرى.";
export const PRICES_CHANGED = "تغيّرت بعض الأسعار. يرجى مراجعة ملخص طلبك والدفع مرة أخرى.";
export const ALREADY_CONFIRMED = "تم تأكيد هذه الدفعة من قبل. طلبك موجود في سجل طلباتك.";
export const NO_CARD_PAYMENT = "اختر طريقة الدفع في صفحة إتمام الطلب أولًا.";

/* Ours: the cart ------------------------------------------------------------ */

export const ADDED_TO_CART = "أُضيف إلى السلة";
export const lineAlreadyAtMaximum = (max: number) =>
  `هذا المنتج موجود في سلتك ${max} مرات، وهو الحد الأقصى للسطر الواحد. لم تتم إضافة شيء.`;
export const addedUpToMaximum = (added: number, max: number) =>
  `أُضيف ${added} إلى السلة: هذا المنتج الآن في سلتك ${max} مرات، وهو الحد الأقصى للسطر الواحد.`;

/** The pay flow's texts, for server/checkout (a domain never imports the app). */
export const CHECKOUT_TEXTS = {
  orderPlaced: ORDER_PLACED,
  pricesChanged: PRICES_CHANGED,
  checkoutFailed: CHECKOUT_FAILED,
  alreadyConfirmed: ALREADY_CONFIRMED,
  latePaymentOrdered: LATE_PAYMENT_ORDERED,
};
