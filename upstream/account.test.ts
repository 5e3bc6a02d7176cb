import {
  AddressListSchema,
  AddressSchema,
  ApiErrorSchema,
  LoginResponseSchema,
  MailboxSchema,
  PasswordResetVerifyResponseSchema,
  RegisterResponseSchema,
  UserProfileSchema,
} from "../server/upstream/contract/index.ts";
import { testUpstreamForThisFile } from "./test-helpers.ts";

const up = testUpstreamForThisFile();

describe("login", () => {
  test("by email or mobile; per-tenant passwords", async () => {
    const r = await up.call("POST", "/api/users/api/token/?tenantId=1", {
      body: { mobile: "buyer@example.com", password: "Password1", tenant: 1 },
    });
    expect(r.status).toBe(200);
    const body = LoginResponseSchema.parse(r.body);
    expect(body.user).toMatchObject({ firstName: "Demo", email: "buyer@example.com", mobile: "0501234567" });
    expect(body.access.length).toBeGreaterThanOrEqual(40);
    expect(body.refresh).toBeTruthy();

    const byPhone = await up.login("0501234567", "Password1", 1);
    expect(byPhone.userId).toBe(body.user.id);
    // the same email in shop 2 is another account with another password
    const s2 = await up.login("buyer@example.com", "Password2", 2);
    expect(s2.userId).not.toBe(body.user.id);
    const wrongShop = await up.call("POST", "/api/users/api/token/?tenantId=2", {
      body: { mobile: "buyer@example.com", password: "Password1", tenant: 2 },
    });
    expect(wrongShop.status).toBe(401);
  });

  test("wrong password, unknown user, missing fields, mismatched tenant", async () => {
    const wrong = await up.call("POST", "/api/users/api/token/?tenantId=1", {
      body: { mobile: "buyer@example.com", password: "nope", tenant: 1 },
    });
    expect(wrong.status).toBe(401);
    expect(ApiErrorSchema.parse(wrong.body).detail).toBeTruthy();
    const unknown = await up.call("POST", "/api/users/api/token/?tenantId=1", {
      body: { mobile: "ghost@example.com", password: "Password1", tenant: 1 },
    });
    expect(unknown.status).toBe(401);
    const missing = await up.call("POST", "/api/users/api/token/?tenantId=1", { body: { mobile: "", tenant: 1 } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ password: ["This field is required."] });
    const mismatch = await up.call("POST", "/api/users/api/token/?tenantId=2", {
      body: { mobile: "buyer@example.com", password: "Password1", tenant: 1 },
    });
    expect(mismatch.status).toBe(400);
    const badJson = await fetch(`${up.api}users/api/token/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { detail: string }).detail).toMatch(/JSON/);
  });

  test("tokens: invalid token is 401, refresh and logout work", async () => {
    const bad = await up.call("GET", "/api/products/wishlist/?tenantId=1", { token: "garbage" });
    expect(bad.status).toBe(401);
    expect((await up.call("GET", "/api/products/wishlist/?tenantId=1")).status).toBe(401);
    const r = LoginResponseSchema.parse(
      (
        await up.call("POST", "/api/users/api/token/", {
          body: { mobile: "other@example.com", password: "Password1", tenant: 1 },
        })
      ).body,
    );
    const refreshed = await up.call("POST", "/api/users/api/token/refresh/", { body: { refresh: r.refresh } });
    expect(refreshed.status).toBe(200);
    const access = (refreshed.body as { access: string }).access;
    expect((await up.call("GET", "/api/products/wishlist/?tenantId=1", { token: access })).status).toBe(200);
    expect((await up.call("POST", "/api/users/logout/", { token: access })).status).toBe(200);
    expect((await up.call("GET", "/api/products/wishlist/?tenantId=1", { token: access })).status).toBe(401);
  });
});

describe("tenant isolation", () => {
  test("a shop-1 token reads nothing of shop 2", async () => {
    const s1 = await up.login("buyer@example.com", "Password1", 1);
    const s2 = await up.login("buyer@example.com", "Password2", 2);
    // wishlist of shop 2 with a shop-1 token
    expect((await up.call("GET", "/api/products/wishlist/?tenantId=2", { token: s1.token })).status).toBe(403);
    // profile and addresses of the shop-2 user
    expect((await up.call("GET", `/api/users/profile/${s2.userId}/`, { token: s1.token })).status).toBe(404);
    expect((await up.call("GET", `/api/users/profile/${s2.userId}/?tenant=2`, { token: s1.token })).status).toBe(403);
    expect((await up.call("GET", `/api/users/addresses/?user=${s2.userId}`, { token: s1.token })).status).toBe(403);
    const s2Addresses = AddressListSchema.parse(
      (await up.call("GET", "/api/users/addresses/", { token: s2.token })).body,
    ).results;
    expect(s2Addresses.length).toBeGreaterThan(0);
    const foreignAddress = s2Addresses[0]!.id;
    expect((await up.call("GET", `/api/users/addresses/${foreignAddress}/`, { token: s1.token })).status).toBe(404);
    expect(
      (await up.call("PATCH", `/api/users/addresses/${foreignAddress}/`, { token: s1.token, body: { city: "X" } }))
        .status,
    ).toBe(404);
    expect((await up.call("DELETE", `/api/users/addresses/${foreignAddress}/`, { token: s1.token })).status).toBe(404);
    // products of shop 2 cannot be wished or reviewed with a shop-1 token
    const s2Product = (
      (await up.call("GET", "/api/products?tenantId=2&page_size=1")).body as { results: { id: number }[] }
    ).results[0]!.id;
    expect(
      (await up.call("POST", "/api/products/wishlist/toggle/", { token: s1.token, body: { product: s2Product } }))
        .status,
    ).toBe(404);
    expect(
      (
        await up.call("POST", "/api/products/rates/create/", {
          token: s1.token,
          body: { comment: "x", rateValue: 5, product: s2Product, user: s1.userId },
        })
      ).status,
    ).toBe(404);
    // a public read of shop 2 with a shop-1 token is refused
    expect((await up.call("GET", "/api/products?tenantId=2", { token: s1.token })).status).toBe(403);
    // orders and cart are per token tenant
    expect((await up.call("GET", "/api/orders/?tenantId=2", { token: s1.token })).status).toBe(403);
    expect((await up.call("GET", "/api/orders/", { token: s1.token, headers: { tenant: "2" } })).status).toBe(403);
    expect((await up.call("GET", "/payment-api/payment/history/?tenant=2", { token: s1.token })).status).toBe(403);
  });
});

describe("addresses", () => {
  test("first is main, one main only, main cannot be deleted or unticked", async () => {
    const reg = await up.call("POST", "/api/users/register/?tenantId=1", {
      body: {
        mobile: "0551112233",
        email: "addr@example.com",
        firstName: "Ad",
        lastName: "Dress",
        password: "Password9",
        tenant: 1,
      },
    });
    expect(reg.status).toBe(201);
    const { token, userId } = await up.login("addr@example.com", "Password9", 1);
    expect(
      AddressListSchema.parse((await up.call("GET", `/api/users/addresses/?user=${userId}`, { token })).body).results,
    ).toEqual([]);

    const base = { country: 26, city: "Riyadh", area: "Olaya", streetName: "Tahlia", user: userId };
    const a1 = AddressSchema.parse(
      (await up.call("POST", "/api/users/addresses/", { token, body: { ...base, mainAddress: false } })).body,
    );
    expect(a1.mainAddress).toBe(true); // the first address is always main
    expect(a1.country).toEqual({ id: 26, name: expect.objectContaining({ en: "Saudi Arabia" }) });
    const a2r = await up.call("POST", "/api/users/addresses/", {
      token,
      body: { ...base, city: "Jeddah", buildingNum: "5" },
    });
    expect(a2r.status).toBe(201);
    const a2 = AddressSchema.parse(a2r.body);
    expect(a2.mainAddress).toBe(false);
    expect(a2.buildingNum).toBe("5");

    // make a2 main: a1 stops being main
    const p = await up.call("PATCH", `/api/users/addresses/${a2.id}/`, { token, body: { mainAddress: true } });
    expect(AddressSchema.parse(p.body).mainAddress).toBe(true);
    const list = AddressListSchema.parse((await up.call("GET", "/api/users/addresses/", { token })).body).results;
    expect(list.filter((a) => a.mainAddress).map((a) => a.id)).toEqual([a2.id]);

    // unticking the main address is ignored
    const un = AddressSchema.parse(
      (
        await up.call("PATCH", `/api/users/addresses/${a2.id}/`, {
          token,
          body: { mainAddress: false, city: "Makkah" },
        })
      ).body,
    );
    expect(un).toMatchObject({ mainAddress: true, city: "Makkah" });

    // main cannot be deleted; the other can
    const del = await up.call("DELETE", `/api/users/addresses/${a2.id}/`, { token });
    expect(del.status).toBe(400);
    expect(del.body).toEqual({ detail: "You can't delete the main address" });
    expect((await up.call("DELETE", `/api/users/addresses/${a1.id}/`, { token })).status).toBe(204);
    expect((await up.call("GET", `/api/users/addresses/${a1.id}/`, { token })).status).toBe(404);

    // validation
    const missing = await up.call("POST", "/api/users/addresses/", { token, body: { country: 26, city: "" } });
    expect(missing.status).toBe(400);
    expect(missing.body).toHaveProperty("streetName");
    const badCountry = await up.call("POST", "/api/users/addresses/", { token, body: { ...base, country: 9999 } });
    expect(badCountry.status).toBe(400);
    expect(badCountry.body).toHaveProperty("country");
    const other = await up.call("POST", "/api/users/addresses/", { token, body: { ...base, user: 1 } });
    expect(other.status).toBe(403);
  });
});

describe("register, profile and passwords", () => {
  test("register: 201, duplicates per tenant, weak password", async () => {
    const body = {
      mobile: "0559990000",
      email: "New@Example.com",
      firstName: "New",
      lastName: "Person",
      password: "Password7",
      tenant: 1,
    };
    const r = await up.call("POST", "/api/users/register/?tenantId=1", { body });
    expect(r.status).toBe(201);
    expect(RegisterResponseSchema.parse(r.body)).toMatchObject({ email: "new@example.com", firstName: "New" });
    const dupEmail = await up.call("POST", "/api/users/register/?tenantId=1", {
      body: { ...body, mobile: "0559990001" },
    });
    expect(dupEmail.status).toBe(400);
    expect(ApiErrorSchema.parse(dupEmail.body).detail).toMatch(/email/);
    const dupMobile = await up.call("POST", "/api/users/register/?tenantId=1", {
      body: { ...body, email: "n2@example.com" },
    });
    expect(ApiErrorSchema.parse(dupMobile.body).detail).toMatch(/mobile/);
    // the same email and mobile are free in shop 2
    expect((await up.call("POST", "/api/users/register/?tenantId=2", { body: { ...body, tenant: 2 } })).status).toBe(
      201,
    );
    const weak = await up.call("POST", "/api/users/register/?tenantId=1", {
      body: { ...body, email: "w@example.com", mobile: "0559990002", password: "password" },
    });
    expect(weak.status).toBe(400);
    expect(ApiErrorSchema.parse(weak.body).detail).toBeTruthy();
  });

  test("profile read and update; duplicate email refused", async () => {
    const { token, userId } = await up.login("other@example.com", "Password1", 1);
    const prof = UserProfileSchema.parse((await up.call("GET", `/api/users/profile/${userId}/`, { token })).body);
    expect(prof).toMatchObject({ id: userId, email: "other@example.com", firstName: "Other" });
    expect(prof.addressUser.length).toBe(1);
    const upd = await up.call("PATCH", `/api/users/profile/${userId}/`, {
      token,
      body: { firstName: "Renamed", mobile: "0507654000" },
    });
    expect(UserProfileSchema.parse(upd.body)).toMatchObject({ firstName: "Renamed", mobile: "0507654000" });
    const dup = await up.call("PATCH", `/api/users/profile/${userId}/`, {
      token,
      body: { email: "buyer@example.com" },
    });
    expect(dup.status).toBe(400);
    expect(ApiErrorSchema.parse(dup.body).detail).toBeTruthy();
    expect((await up.call("GET", "/api/users/profile/1/", { token })).status).toBe(404);
  });

  test("change password: wrong current, mismatch, success", async () => {
    await up.call("POST", "/api/users/register/?tenantId=1", {
      body: {
        mobile: "0553334444",
        email: "pw@example.com",
        firstName: "P",
        lastName: "W",
        password: "Password1",
        tenant: 1,
      },
    });
    const { token, userId } = await up.login("pw@example.com", "Password1", 1);
    const other = await up.login("pw@example.com", "Password1", 1);
    const url = `/api/users/change-password/${userId}/`;
    const wrong = await up.call("POST", url, {
      token,
      body: { old_password: "nope", password: "Password2", password2: "Password2" },
    });
    expect(wrong.status).toBe(400);
    expect(Object.keys(wrong.body as object)[0]).toBe("old_password");
    const mismatch = await up.call("POST", url, {
      token,
      body: { old_password: "Password1", password: "Password2", password2: "Password3" },
    });
    expect(mismatch.status).toBe(400);
    expect(Object.keys(mismatch.body as object)[0]).toBe("password");
    const ok = await up.call("POST", url, {
      token,
      body: { old_password: "Password1", password: "Password2", password2: "Password2" },
    });
    expect(ok.status).toBe(200);
    await up.login("pw@example.com", "Password2", 1);
    // other sessions are revoked
    expect((await up.call("GET", `/api/users/profile/${userId}/`, { token: other.token })).status).toBe(401);
  });

  test("password reset with a code from the dev mailbox", async () => {
    const unknown = await up.call("POST", "/api/users/password-reset/send/", {
      body: { email: "ghost@example.com", tenant: 1 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ detail: "user not found" });

    await up.call("POST", "/api/users/register/?tenantId=1", {
      body: {
        mobile: "0556667777",
        email: "reset@example.com",
        firstName: "R",
        lastName: "S",
        password: "Password1",
        tenant: 1,
      },
    });
    const sent = await up.call("POST", "/api/users/password-reset/send/", {
      body: { email: "reset@example.com", tenant: 1 },
    });
    expect(sent.status).toBe(200);
    const mail = MailboxSchema.parse((await up.call("GET", "/api/dev/mailbox/?email=reset@example.com")).body)
      .results[0]!;
    expect(mail.code).toMatch(/^\d{6}$/);
    const wrongCode = mail.code === "000000" ? "111111" : "000000";

    const bad = await up.call("POST", "/api/users/password-reset/verify/", {
      body: { unverified_email: "reset@example.com", tenant: 1, token: wrongCode },
    });
    expect(bad.status).toBe(400);
    const v = await up.call("POST", "/api/users/password-reset/verify/", {
      body: { unverified_email: "reset@example.com", tenant: 1, token: mail.code },
    });
    expect(v.status).toBe(200);
    const verified = PasswordResetVerifyResponseSchema.parse(v.body);
    expect(verified.verified).toBe(true);
    // wrong tenant: the code does not work there
    const otherShop = await up.call("POST", "/api/users/password-reset/verify/", {
      body: { unverified_email: "reset@example.com", tenant: 2, token: mail.code },
    });
    expect(otherShop.status).toBe(400);

    const setUrl = "/api/users/password-reset/set/";
    const base = { unverified_email: "reset@example.com", tenant: 1, token: mail.code };
    const mismatch = await up.call("POST", setUrl, {
      body: { ...base, password: "Password5", password2: "Password6" },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toHaveProperty("password");
    const weak = await up.call("POST", setUrl, { body: { ...base, password: "short", password2: "short" } });
    expect(weak.status).toBe(400);
    const ok = await up.call("POST", setUrl, { body: { ...base, password: "Password5", password2: "Password5" } });
    expect(ok.status).toBe(200);
    const login = await up.login("reset@example.com", "Password5", 1);
    expect(login.userId).toBe(verified.user_id);
    // single use
    const again = await up.call("POST", setUrl, { body: { ...base, password: "Password8", password2: "Password8" } });
    expect(again.status).toBe(400);
  });

  test("contact message is stored", async () => {
    const r = await up.call("POST", "/api/tenants/contact/", {
      body: { name: "Sam", phone: "0501234567", email: "sam@example.com", subject: "Hello there", tenant: 2 },
    });
    expect(r.status).toBe(201);
    const list = (await up.call("GET", "/api/dev/contact-messages/?tenant=2")).body as {
      results: { subject: string }[];
    };
    expect(list.results[0]?.subject).toBe("Hello there");
    expect((await up.call("POST", "/api/tenants/contact/", { body: { name: "", tenant: 1 } })).status).toBe(400);
  });
});
