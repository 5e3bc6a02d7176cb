// Made by scripts/generate-messages.ts from app/texts.ts and app/texts.ar.ts: `npm run messages`.
const isolated = (name: string) => `\u2068${name}\u2069`;

export const ABOUT_US = {"en":"About Us","ar":"من نحن"};
export const ACCOUNT = {"en":"Account","ar":"حسابي"};
export const ACCOUNT_MENU = {"en":"Account menu","ar":"قائمة الحساب"};
export const ALL_CATEGORIES = {"en":"All Categories","ar":"جميع الفئات"};
export const ALL_CATEGORIES_LINK = {"en":"All categories","ar":"جميع الفئات"};
export const ALL_RIGHTS_RESERVED = {"en":"All Rights Reserved","ar":"جميع الحقوق محفوظة"};
export const CART = {"en":"Cart","ar":"سلة التسوق"};
export const CATEGORIES = {"en":"Categories","ar":"الفئات"};
export const DESCRIPTION = {"en":"Description","ar":"الوصف"};
export const FACEBOOK = {"en":"Facebook","ar":"فيسبوك"};
export const FOOTER_COMPANY = {"en":"Company","ar":"المتجر"};
export const FOOTER_CONTACT_US = {"en":"Contact us","ar":"تواصل معنا"};
export const HOME = {"en":"Home","ar":"الرئيسية"};
export const INSTAGRAM = {"en":"Instagram","ar":"إنستغرام"};
export const LINKEDIN = {"en":"LinkedIn","ar":"لينكدإن"};
export const LOADING = {"en":"Loading","ar":"جارٍ التحميل"};
export const LOGIN = {"en":"Login","ar":"تسجيل الدخول"};
export const LOGOUT = {"en":"Logout","ar":"تسجيل الخروج"};
export const MADE_BY = {"en":"Storefront by Storefront Studio","ar":"متجر إلكتروني من Storefront Studio"};
export const OUR_POLICIES = {"en":"Our Policies","ar":"سياساتنا"};
export const SEARCH = {"en":"Search","ar":"بحث"};
export const SEARCHING = {"en":"Searching","ar":"جارٍ البحث"};
export const SEARCH_PRODUCTS = {"en":"Search products","ar":"ابحث عن المنتجات"};
export const SERVER_ERROR_TEXT = {"en":"Something went wrong on our side.","ar":"حدث خطأ من جهتنا."};
export const SHOP_BY_CATEGORY = {"en":"Shop by category","ar":"تسوّق حسب الفئة"};
export const SKIP_TO_CONTENT = {"en":"Skip to content","ar":"انتقل إلى المحتوى"};
export const SOCIAL_LINKS = {"en":"Social links","ar":"حساباتنا على مواقع التواصل"};
export const TERMS_AND_CONDITIONS = {"en":"Terms And Conditions","ar":"الشروط والأحكام"};
export const TOP_CATEGORIES = {"en":"Top Categories","ar":"أبرز الفئات"};
export const TOP_RATED_PRODUCTS = {"en":"Top Rated Products","ar":"المنتجات الأعلى تقييمًا"};
export const TRY_AGAIN = {"en":"Try again","ar":"حاول مرة أخرى"};
export const TWITTER = {"en":"Twitter","ar":"تويتر"};
export const WHATSAPP_CHAT = {"en":"Chat with us on WhatsApp","ar":"تواصل معنا عبر واتساب"};
export const WISHLIST = {"en":"Wishlist","ar":"قائمة الأمنيات"};
export const cartTitle = {
  en: (lines: number) => `Cart (${lines})`,
  ar: (lines: number) => `السلة (${lines})`,
};
export const shopHome = {
  en: (shopName: string) => `${shopName} home`,
  ar: (shopName: string) => `الصفحة الرئيسية لمتجر ${isolated(shopName)}`,
};
export const shopLogo = {
  en: (shopName: string) => `${shopName} logo`,
  ar: (shopName: string) => `شعار ${isolated(shopName)}`,
};
export const wishlistTitle = {
  en: (count: number) => `Wishlist (${count})`,
  ar: (count: number) => `قائمة الأمنيات (${count})`,
};
