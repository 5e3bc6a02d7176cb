/**
 * The upstream's messages in the shopper's language (issue 36): English, or Arabic when the
 * request's Accept-Language prefers it. One table of {en, ar} texts; `message(c, key)` for a
 * text the routes write themselves, `localizeBody(c, body)` for an error body (server.ts),
 * whose English texts come from the routes and from the contract's zod schemas.
 *
 * The English texts are the contract's (docs/upstream-api.md) and never change. What stays
 * English in every language: the keys of a body, `code`, the `field: ` prefix of a `detail`,
 * and the details the storefront tells cases by (KEPT_ENGLISH).
 */
import type { Context } from "hono";
import { accepts } from "hono/accepts";
import {
  CART_EMPTY_DETAIL,
  PAYMENT_ALREADY_CONFIRMED_DETAIL,
  PAYMENT_NOT_PAID_DETAIL,
  type Language,
} from "../server/upstream/contract/index.ts";

export const MESSAGES = {
  // sign-in and tokens
  noActiveAccount: {
    en: "No active account found with the given credentials",
    ar: "لا يوجد حساب فعّال بهذه البيانات",
  },
  credentialsNotProvided: { en: "Authentication credentials were not provided.", ar: "لم تُرسَل بيانات الدخول." },
  tokenNotValid: { en: "Given token not valid for any token type", ar: "رمز الدخول غير صالح" },
  tokenInvalidOrExpired: { en: "Token is invalid or expired", ar: "رمز الدخول غير صالح أو منتهي الصلاحية" },
  badAuthorizationHeader: { en: "Invalid Authorization header.", ar: "ترويسة التفويض غير صالحة." },
  tokenOtherTenant: { en: "This token is not valid for this tenant.", ar: "رمز الدخول هذا غير صالح لهذا المتجر." },
  tenantMismatch: { en: "Does not match tenantId.", ar: "لا يطابق رقم المتجر." },
  loggedOut: { en: "Logged out.", ar: "تم تسجيل الخروج." },
  // registration and profile
  emailTaken: { en: "user with this email already exists", ar: "يوجد مستخدم مسجَّل بهذا البريد الإلكتروني" },
  mobileTaken: { en: "user with this mobile already exists", ar: "يوجد مستخدم مسجَّل برقم الجوال هذا" },
  passwordTooShort: {
    en: "Password shouldn't be less than 8 characters.",
    ar: "يجب ألا تقل كلمة المرور عن 8 أحرف.",
  },
  passwordLowercase: {
    en: "Password should contain a lowercase letter.",
    ar: "يجب أن تحتوي كلمة المرور على حرف إنجليزي صغير.",
  },
  passwordUppercase: {
    en: "Password should contain an uppercase letter.",
    ar: "يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير.",
  },
  passwordDigit: { en: "Password should contain a digit.", ar: "يجب أن تحتوي كلمة المرور على رقم." },
  invalidPhone: { en: "Enter a valid phone number.", ar: "أدخل رقم جوال صحيحاً." },
  invalidEmail: { en: "Enter a valid email address.", ar: "أدخل بريداً إلكترونياً صحيحاً." },
  blank: { en: "This field may not be blank.", ar: "لا يمكن ترك هذا الحقل فارغاً." },
  required: { en: "This field is required.", ar: "هذا الحقل مطلوب." },
  oldPasswordWrong: { en: "Old password is not correct", ar: "كلمة المرور الحالية غير صحيحة" },
  passwordsDiffer: { en: "Password fields didn't match.", ar: "كلمتا المرور غير متطابقتين." },
  passwordUpdated: { en: "Password updated successfully", ar: "تم تحديث كلمة المرور بنجاح" },
  // password reset
  userNotFound: { en: "user not found", ar: "لا يوجد مستخدم بهذا البريد الإلكتروني" },
  codeInvalid: { en: "Invalid or expired code.", ar: "الرمز غير صحيح أو منتهي الصلاحية." },
  codeFormat: { en: "Enter the 6-digit code.", ar: "أدخل الرمز المكوّن من 6 أرقام." },
  resetMailSent: { en: "Email was sent successfully.", ar: "تم إرسال البريد الإلكتروني بنجاح." },
  passwordReset: { en: "Password has been reset.", ar: "تمت إعادة تعيين كلمة المرور." },
  // addresses
  mainAddressDelete: { en: "You can't delete the main address", ar: "لا يمكنك حذف العنوان الرئيسي" },
  noPermission: {
    en: "You do not have permission to perform this action.",
    ar: "ليست لديك صلاحية لتنفيذ هذا الإجراء.",
  },
  // reviews
  alreadyReviewed: { en: "you already have reviewed this product", ar: "لقد قيّمت هذا المنتج من قبل" },
  reviewAsYourself: { en: "You can only post reviews as yourself.", ar: "لا يمكنك نشر تقييم إلا باسمك." },
  validInteger: { en: "A valid integer is required.", ar: "أدخل عدداً صحيحاً." },
  // cart and contact
  oneValuePerOption: { en: "Choose at most one value per option.", ar: "اختر قيمة واحدة على الأكثر لكل خيار." },
  cartCleared: { en: "Cart cleared.", ar: "تم إفراغ السلة." },
  messageSent: { en: "Message sent successfully.", ar: "تم إرسال الرسالة بنجاح." },
  // any call
  notFound: { en: "Not found.", ar: "غير موجود." },
  invalidPage: { en: "Invalid page.", ar: "الصفحة غير موجودة." },
  tenantNotFound: { en: "Tenant not found.", ar: "المتجر غير موجود." },
  enterNumber: { en: "Enter a number.", ar: "أدخل رقماً." },
  enterIds: { en: "Enter a list of ids.", ar: "أدخل قائمة من المعرّفات." },
  invalidUrl: { en: "Enter a valid URL.", ar: "أدخل رابطاً صحيحاً." },
  invalidInput: { en: "Invalid input.", ar: "البيانات المدخلة غير صالحة." },
  conflict: { en: "This conflicts with existing data.", ar: "يتعارض هذا مع بيانات موجودة." },
  zodRequired: { en: "Required", ar: "هذا الحقل مطلوب." },
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof MESSAGES;

/** English texts with a variable part, and their Arabic (the captured parts kept as they are). */
const PATTERNS: [RegExp, (...parts: string[]) => string][] = [
  [/^Invalid pk "(.*)" - object does not exist\.$/, (id) => `المعرّف "${id}" غير صالح: العنصر غير موجود.`],
  [/^Ensure this value is greater than or equal to (-?[\d.]+)\.$/, (n) => `يجب أن تكون القيمة ${n} أو أكثر.`],
  [/^Ensure this value is less than or equal to (-?[\d.]+)\.$/, (n) => `يجب أن تكون القيمة ${n} أو أقل.`],
  [/^Number must be greater than or equal to (-?[\d.]+)$/, (n) => `يجب أن تكون القيمة ${n} أو أكثر.`],
  [/^Number must be less than or equal to (-?[\d.]+)$/, (n) => `يجب أن تكون القيمة ${n} أو أقل.`],
  [/^Number must be greater than (-?[\d.]+)$/, (n) => `يجب أن تكون القيمة أكبر من ${n}.`],
  [/^Number must be less than (-?[\d.]+)$/, (n) => `يجب أن تكون القيمة أقل من ${n}.`],
  [/^String must contain at most (\d+) character\(s\)$/, (n) => `الحد الأقصى لعدد الأحرف: ${n}.`],
  [/^String must contain at least (\d+) character\(s\)$/, (n) => `الحد الأدنى لعدد الأحرف: ${n}.`],
  [/^Expected \w+, received \w+$/, () => "نوع القيمة غير صحيح."],
];

/** Details the storefront tells cases by (server/upstream/contract/payment.ts): English in any language. */
export const KEPT_ENGLISH: ReadonlySet<string> = new Set([
  CART_EMPTY_DETAIL,
  PAYMENT_ALREADY_CONFIRMED_DETAIL,
  PAYMENT_NOT_PAID_DETAIL,
]);

const ARABIC_BY_ENGLISH = new Map<string, string>(Object.values(MESSAGES).map((m) => [m.en, m.ar]));

/**
 * The language the request prefers among ours: Accept-Language's highest-q code whose primary
 * subtag is `ar` or `en` ("ar-SA;q=0.9" is Arabic); English without a header or a match.
 */
export function requestLanguage(c: Context): Language {
  return accepts(c, {
    header: "Accept-Language",
    supports: ["en", "ar"],
    default: "en",
    match: (ranges, config) => {
      const ordered = ranges.filter((r) => r.q > 0).sort((a, b) => b.q - a.q);
      for (const range of ordered) {
        const primary = range.type.trim().toLowerCase().split("-")[0] ?? "";
        if (config.supports.includes(primary)) return primary;
      }
      return config.default;
    },
  }) as Language;
}

/** A message of the table in the request's language. */
export function message(c: Context, key: MessageKey): string {
  return MESSAGES[key][requestLanguage(c)];
}

/** An English text in Arabic: from the table (a final full stop kept), a pattern, else as it is. */
export function arabicOf(text: string): string {
  if (KEPT_ENGLISH.has(text)) return text;
  const exact = ARABIC_BY_ENGLISH.get(text);
  if (exact !== undefined) return exact;
  if (text.endsWith(".")) {
    const stem = ARABIC_BY_ENGLISH.get(text.slice(0, -1));
    if (stem !== undefined) return `${stem.replace(/\.$/, "")}.`;
  }
  for (const [pattern, arabic] of PATTERNS) {
    const m = pattern.exec(text);
    if (m) return arabic(...m.slice(1));
  }
  return text;
}

/** A `detail`: the whole text, else its message after a `field: ` prefix (which stays). */
function arabicDetail(detail: string): string {
  const whole = arabicOf(detail);
  if (whole !== detail) return whole;
  const m = /^([\w.]+): (.+)$/s.exec(detail);
  return m ? `${m[1]}: ${arabicOf(m[2] ?? "")}` : detail;
}

/** An error body with its texts (`detail` and the field lists) in the request's language; the same keys. */
export function localizeBody(c: Context, body: Record<string, unknown>): Record<string, unknown> {
  if (requestLanguage(c) === "en") return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => {
      if (key === "detail" && typeof value === "string") return [key, arabicDetail(value)];
      if (Array.isArray(value)) return [key, value.map((v) => (typeof v === "string" ? arabicOf(v) : v))];
      return [key, value];
    }),
  );
}
