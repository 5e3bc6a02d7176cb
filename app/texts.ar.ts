/**
 * The Arabic catalogue: every text of app/texts.ts (the English one, checked against the spec)
 * under the same name, in Modern Standard Arabic as Saudi shops write it. Digits stay Latin
 * (decision 0028). tests/unit/catalogues.test.ts fails when a name is missing here or in
 * English, or when a text's placeholders differ; app/messages/ pairs the two.
 */
import { COMMENT_MAX_LENGTH } from "./texts.ts";

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

/* Ours: accounts' server texts (issue 36) ---- */

export const REGISTRATION_REFUSED = "رفض المتجر هذا التسجيل";
export const FORM_REFUSED = "تعذّر إرسال هذا النموذج. يرجى إعادة تحميل الصفحة والمحاولة مرة أخرى.";
export const MAIN_ADDRESS_CHANGED = "تم تغيير العنوان الرئيسي بنجاح";
export const ADDRESS_DELETED = "تم حذف العنوان بنجاح";
export const UNKNOWN_ACTION = "إجراء غير معروف.";
export const SIGN_OUT_BY_POST = "سجّل الخروج بزر «تسجيل الخروج» في القائمة.";

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

/* Ours: the pages' labels (issue 36) ---------------------------------------- */

export const TOTAL = "الإجمالي";
export const SHIPPING = "الشحن";
export const PHONE = "رقم الجوال";
export const EMAIL = "البريد الإلكتروني";
export const PASSWORD = "كلمة المرور";
export const STATUS = "الحالة";
export const CATEGORY = "الفئة";
export const PRODUCTS = "المنتجات";
export const DESCRIPTION = "الوصف";
export const PRODUCT_NOT_FOUND = "المنتج غير موجود";
export const LIST_SEPARATOR = "، ";
export const BACK_ARROW = "→";
/** A count of products as Arabic says it: one and two by the noun alone, 3–10 plural, 11–99 accusative singular. */
export const productCount = (count: number): string => {
  const rest = count % 100;
  if (count === 1) return "منتج واحد";
  if (count === 2) return "منتجان";
  if (rest >= 3 && rest <= 10) return `${count} منتجات`;
  if (rest >= 11 && rest <= 99) return `${count} منتجًا`;
  return `${count} منتج`;
};
export const LOGIN = "تسجيل الدخول";
export const LOGIN_DESCRIPTION = "سجّل الدخول إلى حسابك";
export const EMAIL_OR_PHONE = "البريد الإلكتروني أو رقم الجوال";
export const REMEMBER_ME = "تذكرني";
export const NO_ACCOUNT_YET = "ليس لديك حساب؟";
export const SIGN_UP = "إنشاء حساب";
export const REGISTER = "تسجيل حساب جديد";
export const REGISTER_DESCRIPTION = "أنشئ حسابك";
export const FIRST_NAME = "الاسم الأول";
export const LAST_NAME = "اسم العائلة";
export const HAVE_ACCOUNT = "لديك حساب بالفعل؟";
export const SIGN_IN = "سجّل الدخول";
export const RESET_PASSWORD_DESCRIPTION = "أعد تعيين كلمة المرور";
export const RESET_STEPS = "الخطوات";
export const CODE = "رمز التحقق";
export const NEW_PASSWORD = "كلمة المرور الجديدة";
export const CONFIRM_NEW_PASSWORD = "تأكيد كلمة المرور الجديدة";
export const RESET_EMAIL_PROMPT = "أدخل البريد الإلكتروني المسجّل في حسابك وسنرسل إليك رمز تحقق.";
export const SEND_CODE = "إرسال الرمز";
export const codeSentTo = (email: string) => `أدخل الرمز الذي أرسلناه إلى ${email}.`;
export const VERIFY = "تحقّق";
export const SET_NEW_PASSWORD = "تغيير كلمة المرور";
export const RESET = "إعادة التعيين";
export const CONTINUE_TO_LOGIN = "المتابعة إلى تسجيل الدخول";
export const START_OVER = "البدء من جديد";
export const SKIP_TO_CONTENT = "انتقل إلى المحتوى";
export const HOME = "الرئيسية";
export const NEW_ARRIVALS = "وصل حديثًا";
export const TOP_RATED_PRODUCTS = "المنتجات الأعلى تقييمًا";
export const shopFeatures = (shopName: string) => `مميزات ${shopName}`;
export const ALL_CATEGORIES = "جميع الفئات";
export const ALL_CATEGORIES_DESCRIPTION = "جميع فئات المتجر، مرتبة حسب الأقسام.";
export const categoryDescription = (name: string, count: number) => `تسوّق ${name}: ${productCount(count)}.`;
export const categoryProducts = (name: string) => `منتجات ${name}`;
export const PAGE_NOT_FOUND = "الصفحة غير موجودة";
export const showingFirst = (shown: number, count: number) => `يُعرض أول ${shown} من أصل ${count} من المنتجات.`;
export const SEARCH = "بحث";
export const searchResultsFor = (query: string) => `نتائج البحث عن «${query}»`;
export const productsMatching = (query: string) => `المنتجات المطابقة لـ«${query}».`;
export const SEARCH_PROMPT = "اكتب اسم المنتج في مربع البحث للعثور عليه.";
export const noProductsMatch = (query: string) => `لا توجد منتجات تطابق «${query}».`;
export const resultsFor = (query: string) => `نتائج البحث عن «${query}»`;
export const SEARCH_RESULTS = "نتائج البحث";
export const SEARCH_RESULTS_PAGES = "صفحات نتائج البحث";
export const RELATED_PRODUCTS = "منتجات ذات صلة";
export const RELATED_PRODUCTS_LABEL = "المنتجات ذات الصلة";
export const ESTIMATED_DELIVERY = "موعد التوصيل المتوقع";
export const SHIPPING_COST = "تكلفة الشحن";
export const SECTION = "القسم";
export const BRAND = "العلامة التجارية";
export const REVIEWS = "التقييمات";
export const REVIEWS_AND_DESCRIPTION = "التقييمات والوصف";
export const quickViewTitle = (title: string) => `نظرة سريعة: ${title}`;
export const CART = "سلة التسوق";
export const CART_DESCRIPTION = "سلة التسوق الخاصة بك";
export const removeItem = (title: string) => `إزالة ${title}`;
export const DECREASE_QUANTITY = "إنقاص الكمية";
export const QUANTITY = "الكمية";
export const INCREASE_QUANTITY = "زيادة الكمية";
export const WISHLIST = "قائمة الأمنيات";
export const WISHLIST_DESCRIPTION = "المنتجات التي حفظتها لوقت لاحق";
export const wishlistTitle = (count: number) => `قائمة الأمنيات (${count})`;
export const CHECKOUT = "إتمام الطلب";
export const CHECKOUT_DESCRIPTION = "الشحن والدفع وملخص الطلب";
export const SHIPPING_ADDRESS_LEGEND = "عنوان الشحن";
export const ADD_ADDRESS = "إضافة العنوان";
export const PAYMENT_METHOD = "طريقة الدفع";
export const MAIN = "رئيسي";
export const ORDER_SUMMARY = "ملخص الطلب";
export const lineQuantity = (quantity: number) => `الكمية: ${quantity}`;
export const DISCOUNT_CODE = "رمز الخصم أو قسيمة الهدية";
export const APPLY = "تطبيق";
export const SUBTOTAL = "المجموع الفرعي";
export const PROCESSING = "جارٍ المعالجة…";
export const CARD_PAYMENT = "الدفع بالبطاقة";
export const PAY_BY_CARD = "ادفع بالبطاقة";
export const BACK_TO_CHECKOUT = "العودة إلى إتمام الطلب";
export const AMOUNT = "المبلغ:";
export const CARDS_ACCEPTED = "نقبل بطاقات Visa وMastercard ومدى.";
export const CARD_DATA_NOTE = "تذهب بيانات بطاقتك مباشرة إلى مزوّد خدمة الدفع، ولا تمر عبر هذا المتجر أبدًا.";
export const CARD_FORM_FAILED =
  "تعذّر تحميل نموذج البطاقة. أعد تحميل هذه الصفحة، أو ارجع إلى إتمام الطلب واختر طريقة دفع أخرى.";
export const NAME_ON_CARD = "الاسم على البطاقة";
export const CARD_NUMBER = "رقم البطاقة";
export const CARD_MONTH = "الشهر";
export const CARD_YEAR = "السنة";
export const CARD_CVC = "رمز الأمان (CVC)";
export const PAY = "ادفع";
export const ORDER_CONFIRMED = "تم تأكيد الطلب";
export const VIEW_YOUR_ORDERS = "عرض طلباتي";
export const PAYMENT_NOT_ORDERED = "دفعة لم تُسجَّل كطلب";
export const PAYMENT_UNSUCCESSFUL = "لم تتم عملية الدفع";
export const CART_STILL_THERE = "سلتك لا تزال كما هي، لذا يمكنك المحاولة مرة أخرى.";
export const ABOUT_US = "من نحن";
export const ABOUT_US_DESCRIPTION = "نبذة عن المتجر وطرق التواصل معه";
export const OUR_POLICIES = "سياساتنا";
export const OUR_POLICIES_DESCRIPTION = "سياسات الخصوصية والتسعير والتوصيل والاسترجاع";
export const NO_POLICIES = "لم ينشر هذا المتجر سياساته بعد.";
export const TERMS_AND_CONDITIONS = "الشروط والأحكام";
export const MY_ACCOUNT = "حسابي";
export const MY_ACCOUNT_DESCRIPTION = "حسابك وعناوينك وطلباتك ومدفوعاتك";
export const ACCOUNT_DETAILS = "بيانات الحساب";
export const ACCOUNT_DETAILS_DESCRIPTION = "اسمك ورقم جوالك وبريدك الإلكتروني وكلمة المرور";
export const ACCOUNT_FIRST_NAME = "الاسم الأول";
export const ACCOUNT_LAST_NAME = "اسم العائلة";
export const SAVE_CHANGES = "حفظ التغييرات";
export const CURRENT_PASSWORD = "كلمة المرور الحالية";
export const ACCOUNT_NEW_PASSWORD = "كلمة المرور الجديدة";
export const ACCOUNT_CONFIRM_PASSWORD = "تأكيد كلمة المرور الجديدة";
export const CHANGE_PASSWORD = "تغيير كلمة المرور";
export const SHIPPING_ADDRESS = "عنوان الشحن";
export const ADDRESSES_DESCRIPTION = "عناوين الشحن الخاصة بك";
export const ADDRESSES = "العناوين";
export const ADD_NEW_ADDRESS = "إضافة عنوان جديد";
export const ADD_ADDRESS_DESCRIPTION = "أضف عنوان شحن";
export const MAIN_ADDRESS = "العنوان الرئيسي";
export const buildingNumber = (number: string) => `مبنى ${number}`;
export const apartmentNumber = (number: string) => `شقة ${number}`;
export const EDIT = "تعديل";
export const SET_AS_MAIN = "تعيين كعنوان رئيسي";
export const DELETE = "حذف";
export const EDIT_ADDRESS = "تعديل العنوان";
export const EDIT_ADDRESS_DESCRIPTION = "عدّل عنوان شحن";
export const EDIT_ADDRESS_HEADING = "تعديل العنوان";
export const BACK_TO_ADDRESSES = "العودة إلى العناوين";
export const SAVE_ADDRESS = "حفظ العنوان";
export const ORDER_HISTORY = "سجل الطلبات";
export const ORDER_HISTORY_DESCRIPTION = "طلباتك السابقة";
export const ORDER_STATUS_NAMES = { 1: "قيد الانتظار", 2: "جاهز", 3: "ملغي", 4: "مؤكد", 5: "قيد الشحن", 6: "مُرتجع" };
export const SHOW = "إظهار";
export const ORDER_PAGES = "صفحات الطلبات";
export const PAYMENTS_HISTORY = "سجل المدفوعات";
export const PAYMENTS_HISTORY_DESCRIPTION = "مدفوعاتك";
export const NO_PAYMENTS = "لا توجد لديك مدفوعات بعد.";
export const PAYMENT_COLUMNS = {
  date: "التاريخ",
  order: "الطلب",
  method: "طريقة الدفع",
  status: "الحالة",
  amount: "المبلغ",
};
export const PAYMENT_STATUSES = { paid: "مدفوعة", pending: "قيد الانتظار", cancelled: "ملغاة" };
export const CONTACT_US = "تواصل معنا";
export const CONTACT_US_DESCRIPTION = "أرسل رسالة إلى المتجر";
export const CONTACT_OFF =
  "استقبال الرسائل عبر هذا النموذج متوقف حاليًا. لا يزال بإمكانك التواصل مع المتجر عبر البريد الإلكتروني أو الهاتف.";
export const CONTACT_REFUSED =
  "لم تُرسَل رسالتك: لا يستقبل هذا المتجر الرسائل عبر نموذج التواصل حاليًا. يرجى مراسلة المتجر عبر البريد الإلكتروني أو الاتصال به بدلًا من ذلك.";
export const NAME = "الاسم";
export const MESSAGE = "الرسالة";
export const SEND_MESSAGE = "إرسال الرسالة";

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

/* Ours: the shared components' labels (issue 36) ---- */

/**
 * A counted noun as Arabic writes it after a Latin number: its own words for 1 and 2, the
 * plural for 0 and 3 to 10, the singular accusative for 11 to 99, the singular for 100 and on
 * (by the last two digits: 103 takes the plural, 111 the accusative).
 */
const counted = (n: number, one: string, two: string, plural: string, accusative: string, singular: string) => {
  if (n === 1) return one;
  if (n === 2) return two;
  const rest = n % 100;
  const noun = n === 0 || (rest >= 3 && rest <= 10) ? plural : rest >= 11 ? accusative : singular;
  return `${n} ${noun}`;
};
/** A name that may be Latin inside an Arabic sentence, kept in its own direction (FSI … PDI). */
const isolated = (name: string) => `\u2068${name}\u2069`;

export const SEARCH_PRODUCTS = "ابحث عن المنتجات";
export const SEARCHING = "جارٍ البحث";
export const LOADING = "جارٍ التحميل";
export const LOADING_ELLIPSIS = "جارٍ التحميل…";
export const ACCOUNT = "حسابي";
export const ACCOUNT_MENU = "قائمة الحساب";
export const LOGOUT = "تسجيل الخروج";
export const CATEGORIES = "الفئات";
export const ALL_CATEGORIES_LINK = "جميع الفئات";

export const TOP_CATEGORIES = "أبرز الفئات";
export const FOOTER_COMPANY = "المتجر";
export const FOOTER_CONTACT_US = "تواصل معنا";
export const SOCIAL_LINKS = "حساباتنا على مواقع التواصل";
export const FACEBOOK = "فيسبوك";
export const TWITTER = "تويتر";
export const LINKEDIN = "لينكدإن";
export const INSTAGRAM = "إنستغرام";
export const MADE_BY = "متجر إلكتروني من Storefront Studio";
export const WHATSAPP_CHAT = "تواصل معنا عبر واتساب";

export const CLIENT_ERROR_TEXTS: Record<number, string> = {
  400: "تعذّر فهم هذا الطلب.",
  401: "يرجى تسجيل الدخول للمتابعة.",
  403: "غير مسموح لك بتنفيذ هذا الإجراء.",
  405: "هذه الصفحة لا تقبل هذا النوع من الطلبات.",
  409: "تعذّر تنفيذ ذلك لأن شيئًا ما قد تغيّر. يرجى المحاولة مرة أخرى.",
  413: "هذا النموذج كبير جدًا.",
  415: "أرسل هذا كنموذج HTML.",
  422: "لم تُقبل بعض البيانات.",
  429: "طلبات كثيرة جدًا. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",
};
export const CLIENT_ERROR_FALLBACK = "تعذّرت معالجة هذا الطلب.";
export const GO_BACK = "العودة";
export const TRY_AGAIN = "حاول مرة أخرى";
export const UNAVAILABLE_TITLE = "المتجر في استراحة قصيرة.";
export const UNAVAILABLE_TEXT =
  "تعذّر علينا الوصول إلى قائمة منتجاتنا الآن. سلتك محفوظة، يرجى المحاولة مرة أخرى بعد قليل.";
export const COMING_SOON = "قريبًا";
export const comingSoonText = (shopName: string) => `متجر ${isolated(shopName)} قيد التجهيز. يرجى العودة قريبًا.`;
export const shopLogo = (shopName: string) => `شعار ${isolated(shopName)}`;
export const SHOP_LOGO = "شعار المتجر";
export const shopHome = (shopName: string) => `الصفحة الرئيسية لمتجر ${isolated(shopName)}`;

export const SALE = "خصم";
export const reviewCount = (count: number) => counted(count, "تقييم واحد", "تقييمان", "تقييمات", "تقييمًا", "تقييم");
export const reviewsLabel = reviewCount;
export const addToCartLabel = (product: string) => `أضف ${isolated(product)} إلى السلة`;
export const ratedOutOf5 = (rating: number) => `التقييم ${rating} من 5`;
export const starCount = (stars: number) => counted(stars, "نجمة واحدة", "نجمتان", "نجوم", "نجمة", "نجمة");
export const WAS_PRICE = "السعر قبل الخصم ";
export const VIEW_FULL_DETAILS = "عرض التفاصيل كاملة";
export const CLOSE_QUICK_VIEW = "إغلاق العرض السريع";
export const ADD_TO_CART = "أضف إلى السلة";
export const ADDING = "جارٍ الإضافة…";
export const saveToWishlist = (product: string) => `احفظ ${isolated(product)} في قائمة الأمنيات`;
export const ADD_TO_WISHLIST = "أضف إلى قائمة الأمنيات";
export const REMOVE_FROM_WISHLIST = "إزالة من قائمة الأمنيات";
export const PRODUCT_IMAGES = "صور المنتج";
export const YOUR_RATING = "تقييمك";
export const YOUR_REVIEW = "مراجعتك";
export const SENDING = "جارٍ الإرسال…";
export const SUBMIT_REVIEW = "إرسال التقييم";
export const SIGN_IN_TO_REVIEW = "سجّل الدخول لإضافة تقييمك";

export const SEE_ALL = "عرض الكل";
export const seeAllOf = (title: string) => `عرض الكل: ${title}`;
export const FEATURED = "عروض مميزة";
export const slideOf = (slide: number, slides: number) => `${slide} من ${slides}`;
export const PREVIOUS_SLIDE = "الشريحة السابقة";
export const NEXT_SLIDE = "الشريحة التالية";
export const goToSlide = (slide: number) => `انتقل إلى الشريحة ${slide}`;
export const PAGINATION = "التنقل بين الصفحات";
export const PREVIOUS = "السابق";
export const NEXT = "التالي";
export const pageOf = (page: number, pages: number) => `صفحة ${page} من ${pages}`;

export const FILTERS = "تصفية النتائج";
export const FILTER_PRICE = "السعر";
export const FILTER_BRANDS = "العلامات التجارية";
export const FILTER_RATING = "التقييم";
export const MINIMUM_RATING = "أدنى تقييم";
export const ANY_RATING = "أي تقييم";
export const AND_UP = "فأكثر";
export const starsAndUp = (stars: number) => `${starCount(stars)} فأكثر`;
export const CLEAR_ALL = "مسح الكل";
export const MINIMUM_PRICE = "أقل سعر";
export const MAXIMUM_PRICE = "أعلى سعر";
export const MINIMUM_PRICE_SLIDER = "مؤشر أقل سعر";
export const MAXIMUM_PRICE_SLIDER = "مؤشر أعلى سعر";
export const pricesIn = (currency: string) => `الأسعار بعملة ${isolated(currency)}`;

export const PROFILE = "الملف الشخصي";
export const orderTitle = (id: number) => `الطلب #${id}`;
export const quantityShort = (quantity: number) => `الكمية: ${quantity}`;
export const CONTACT_ADDRESS = "العنوان";
export const CONTACT_MOBILE = "الجوال";
export const COUNTRY = "الدولة";
export const CITY = "المدينة";
export const AREA = "الحي";
export const STREET_NAME = "اسم الشارع";
export const BUILDING_NUMBER = "رقم المبنى";
export const APARTMENT_NUMBER = "رقم الشقة";
export const ADDITIONAL_INFO = "معلومات إضافية";
export const OPTIONAL = "(اختياري)";
export const DEFAULT_ADDRESS = "العنوان الافتراضي";
export const MAIN_ADDRESS_LOCKED = "هذا عنوانك الرئيسي. لتغييره، حدّد خانة العنوان الافتراضي في عنوان آخر.";
export const FIRST_ADDRESS_LOCKED = "عنوانك الأول هو دائمًا عنوانك الرئيسي.";

export const SHOW_PASSWORD = "إظهار كلمة المرور";
export const HIDE_PASSWORD = "إخفاء كلمة المرور";
export const HIDE = "إخفاء";
