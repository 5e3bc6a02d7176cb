import { CART_EMPTY_DETAIL, PAYMENT_ALREADY_CONFIRMED_DETAIL } from "../server/upstream/contract/index.ts";
import { arabicOf, KEPT_ENGLISH, MESSAGES } from "./messages.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

/** Issue 36: the upstream answers its messages in Arabic to a request that prefers Arabic. */

const up = testUpstreamForThisFile({ strict: true });

const AR = { "accept-language": "ar" };
const ARABIC_LETTER = /[\u0621-\u064A]/;

const login = (password: string, headers?: Record<string, string>) =>
  up.call("POST", "/api/users/api/token/?tenantId=1", {
    body: { mobile: "buyer@example.com", password, tenant: 1 },
    headers,
  });

describe("the message table", () => {
  test("every message has its own Arabic", () => {
    const english = Object.values(MESSAGES).map((m) => m.en);
    expect(new Set(english).size).toBe(english.length);
    for (const { en, ar } of Object.values(MESSAGES)) {
      expect(ar, en).toMatch(ARABIC_LETTER);
      expect(ar).not.toBe(en);
    }
  });

  test("texts with a variable part, a final full stop, and the details the storefront tells cases by", () => {
    expect(arabicOf('Invalid pk "99" - object does not exist.')).toBe('المعرّف "99" غير صالح: العنصر غير موجود.');
    expect(arabicOf("Ensure this value is less than or equal to 5.")).toBe("يجب أن تكون القيمة 5 أو أقل.");
    expect(arabicOf("String must contain at most 150 character(s)")).toBe("الحد الأقصى لعدد الأحرف: 150.");
    expect(arabicOf("user with this email already exists.")).toBe("يوجد مستخدم مسجَّل بهذا البريد الإلكتروني.");
    expect(arabicOf("something we never said")).toBe("something we never said");
    for (const detail of KEPT_ENGLISH) expect(arabicOf(detail)).toBe(detail);
  });
});

describe("Accept-Language", () => {
  test("a rejected login: Arabic when the request prefers it, the contract's English otherwise", async () => {
    const english = "No active account found with the given credentials";
    const arabic = "لا يوجد حساب فعّال بهذه البيانات";
    expect((await login("nope")).body).toEqual({ detail: english });
    const cases: [string, string][] = [
      ["ar", arabic],
      ["ar-SA,ar;q=0.9,en;q=0.8", arabic],
      ["fr-FR,ar;q=0.5", arabic],
      ["en-US,en;q=0.9,ar;q=0.8", english],
      ["en", english],
      ["fr", english],
      ["*", english],
      ["ar;q=0", english],
    ];
    for (const [header, detail] of cases) {
      const r = await login("nope", { "accept-language": header });
      expect(r.status).toBe(401);
      expect(r.body, header).toEqual({ detail });
    }
  });

  test("registration: field errors in Arabic, the keys and the detail's `field: ` prefix as they are", async () => {
    const body = {
      mobile: "12",
      email: "buyer@example.com",
      firstName: "A",
      lastName: "B",
      password: "weakpass",
      tenant: 1,
    };
    const bad = await up.call("POST", "/api/users/register/?tenantId=1", { body, headers: AR });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      detail: "mobile: أدخل رقم جوال صحيحاً.",
      mobile: ["أدخل رقم جوال صحيحاً."],
      password: ["يجب أن تحتوي كلمة المرور على حرف إنجليزي كبير.", "يجب أن تحتوي كلمة المرور على رقم."],
    });
    const english = await up.call("POST", "/api/users/register/?tenantId=1", { body });
    expect(english.body).toMatchObject({ detail: "mobile: Enter a valid phone number." });

    const taken = await up.call("POST", "/api/users/register/?tenantId=1", {
      body: { ...body, mobile: "0551112233", password: "Password9" },
      headers: AR,
    });
    expect(taken.body).toEqual({
      detail: "يوجد مستخدم مسجَّل بهذا البريد الإلكتروني",
      email: ["يوجد مستخدم مسجَّل بهذا البريد الإلكتروني."],
    });
  });

  test("a duplicate review, a password change, the main address and a contact message", async () => {
    const { token, userId } = await up.login("buyer@example.com", "Password1", 1);
    const review = await up.call("POST", "/api/products/rates/create/", {
      token,
      body: { comment: "again", rateValue: 5, product: 2, user: userId },
      headers: AR,
    });
    expect(review.status).toBe(400);
    expect(review.body).toEqual({ detail: "لقد قيّمت هذا المنتج من قبل" });

    const password = await up.call("POST", `/api/users/change-password/${userId}/`, {
      token,
      body: { old_password: "wrong", password: "Password8", password2: "Password8" },
      headers: AR,
    });
    expect(password.body).toEqual({ old_password: ["كلمة المرور الحالية غير صحيحة"] });

    const addresses = (await up.call("GET", "/api/users/addresses/", { token })).body as {
      results: { id: number; mainAddress: boolean }[];
    };
    const main = addresses.results.find((a) => a.mainAddress)!;
    const deleted = await up.call("DELETE", `/api/users/addresses/${main.id}/`, { token, headers: AR });
    expect(deleted.body).toEqual({ detail: "لا يمكنك حذف العنوان الرئيسي" });

    const contact = await up.call("POST", "/api/tenants/contact/?tenantId=1", {
      body: { name: "Sara", phone: "0501234567", email: "sara@example.com", subject: "مرحباً", tenant: 1 },
      headers: AR,
    });
    expect(contact.status).toBe(201);
    expect(contact.body).toMatchObject({ detail: "تم إرسال الرسالة بنجاح." });
  });

  test("the details the storefront tells cases by stay English", async () => {
    const { token } = await up.login("other@example.com", "Password1", 1);
    const addresses = (await up.call("GET", "/api/users/addresses/", { token })).body as { results: { id: number }[] };
    await up.call("POST", "/api/orders/cart/clear/", { token });
    const cash = await up.call("POST", "/api/orders/cash/", {
      token,
      body: { address: addresses.results[0]!.id },
      headers: AR,
    });
    expect(cash.status).toBe(400);
    expect(cash.body).toEqual({ detail: CART_EMPTY_DETAIL });
    expect(KEPT_ENGLISH.has(PAYMENT_ALREADY_CONFIRMED_DETAIL)).toBe(true);
  });
});
