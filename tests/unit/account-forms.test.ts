import { parseWithZod } from "@conform-to/zod";
import type { z } from "zod";
import {
  accountFormSchema,
  AccountFormSchema,
  addressFormSchema,
  AddressFormSchema,
  changePasswordFormSchema,
  ChangePasswordFormSchema,
  contactFormSchema,
  ContactFormSchema,
} from "../../app/forms/account";
import * as ar from "../../app/texts.ar";
import { isSignedOutResult } from "../../app/forms/form-ui";
import { phoneProblem, phoneSchema } from "../../app/forms/auth";
import {
  ADDRESS_FAILED,
  AREA_REQUIRED,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  FIELD_REQUIRED,
  FILL_ALL_FIELDS,
  INVALID_EMAIL,
  INVALID_PHONE,
  PASSWORD_RULE,
  PASSWORDS_DONT_MATCH,
  REPEATED_PHONE,
  STREET_REQUIRED,
} from "../../app/texts";

/** Parses fields the way a submitted form arrives (conform: empty strings are missing values). */
function submit<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return parseWithZod(formData, { schema });
}

function errorsOf<S extends z.ZodTypeAny>(schema: S, fields: Record<string, string>): Record<string, string[]> {
  const submission = submit(schema, fields);
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([key, value]) => [key, value ?? []]));
}

describe("the spec's texts", () => {
  it("are verbatim", () => {
    expect(FILL_ALL_FIELDS).toBe("Please, Fill all fields");
    expect(INVALID_PHONE).toBe("Invalid phone number format!");
    expect(REPEATED_PHONE).toBe("Phone number cannot be all repeated digits!");
    expect(PASSWORDS_DONT_MATCH).toBe("Passwords don't match");
    expect(FIELD_REQUIRED).toBe("this field is required.");
    expect([COUNTRY_REQUIRED, CITY_REQUIRED, AREA_REQUIRED, STREET_REQUIRED]).toEqual([
      "Country is required",
      "City is required",
      "Area is required",
      "Street Name is required",
    ]);
    expect(ADDRESS_FAILED).toBe("Failed to add new address!");
  });
});

describe("phone rule", () => {
  it.each(["+9665012345678", "0501234567", "12345678", "+12345678", "966501234567", "012345678901234"])(
    "accepts %s",
    (phone) => {
      expect(phoneProblem(phone, "en")).toBeNull();
      expect(phoneSchema("required", "en").safeParse(phone).success).toBe(true);
    },
  );

  it.each([
    ["0123", "too short"],
    ["+0123456789", "plus then a leading 0"],
    ["abc", "letters"],
    ["1234567", "7 digits"],
    ["1234567890123456", "16 digits"],
    ["012345678", "0 then only 8 digits"],
    ["0123456789012345", "0 then 15 digits"],
    ["+966 50 123 4567", "spaces"],
    ["++966501234567", "two pluses"],
  ])("refuses %s (%s) with 'Invalid phone number format!'", (phone) => {
    expect(phoneProblem(phone, "en")).toBe(INVALID_PHONE);
    const result = phoneSchema("required", "en").safeParse(phone);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([INVALID_PHONE]);
  });

  it.each(["1111111111", "+99999999", "0000000000", "55555555"])("refuses all-repeated %s", (phone) => {
    expect(phoneProblem(phone, "en")).toBe(REPEATED_PHONE);
    expect(
      phoneSchema("required", "en")
        .safeParse(phone)
        .error?.issues.map((issue) => issue.message),
    ).toEqual([REPEATED_PHONE]);
  });

  it("trims, and gives only the required message when empty", () => {
    expect(phoneSchema("required", "en").parse("  0501234567 ")).toBe("0501234567");
    expect(
      phoneSchema("required", "en")
        .safeParse("")
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["required"]);
    expect(
      phoneSchema("required", "en")
        .safeParse("   ")
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["required"]);
  });
});

describe("account details", () => {
  const valid = { firstName: "Sara", lastName: "Ali", mobile: "0501234567", email: "sara@example.com" };

  it("accepts a complete form, trimmed", () => {
    const submission = submit(AccountFormSchema, { ...valid, firstName: "  Sara " });
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual(valid);
  });

  it("marks every empty field with 'Please, Fill all fields'", () => {
    expect(errorsOf(AccountFormSchema, { firstName: "", lastName: "", mobile: "", email: "" })).toEqual({
      firstName: [FILL_ALL_FIELDS],
      lastName: [FILL_ALL_FIELDS],
      mobile: [FILL_ALL_FIELDS],
      email: [FILL_ALL_FIELDS],
    });
    expect(errorsOf(AccountFormSchema, { ...valid, lastName: "   " })).toEqual({ lastName: [FILL_ALL_FIELDS] });
  });

  it("applies the phone rule and checks the email", () => {
    expect(errorsOf(AccountFormSchema, { ...valid, mobile: "0123" })).toEqual({ mobile: [INVALID_PHONE] });
    expect(errorsOf(AccountFormSchema, { ...valid, mobile: "1111111111" })).toEqual({ mobile: [REPEATED_PHONE] });
    expect(errorsOf(AccountFormSchema, { ...valid, email: "not-an-email" })).toEqual({ email: [INVALID_EMAIL] });
  });
});

describe("change password", () => {
  const valid = { old_password: "Password1", password: "NewPassw0rd", password2: "NewPassw0rd" };

  it("accepts current, new and a matching confirmation", () => {
    expect(submit(ChangePasswordFormSchema, valid).status).toBe("success");
  });

  it("requires all three", () => {
    expect(errorsOf(ChangePasswordFormSchema, { old_password: "", password: "", password2: "" })).toEqual({
      old_password: [FILL_ALL_FIELDS],
      password: [FILL_ALL_FIELDS],
      password2: [FILL_ALL_FIELDS],
    });
  });

  it("applies the password rule to the new one and wants the same twice", () => {
    expect(errorsOf(ChangePasswordFormSchema, { ...valid, password: "weakpass", password2: "weakpass" })).toEqual({
      password: [PASSWORD_RULE],
    });
    expect(errorsOf(ChangePasswordFormSchema, { ...valid, password2: "NewPassw0rd!" })).toEqual({
      password2: [PASSWORDS_DONT_MATCH],
    });
  });
});

describe("address form", () => {
  const valid = { country: "26", city: "Riyadh", area: "Al Olaya", streetName: "King Fahd Road" };

  it("accepts the required fields with optional ones empty and the box unticked", () => {
    const submission = submit(AddressFormSchema, { ...valid, buildingNum: "", apartmentNum: "", additionalInfo: "" });
    expect(submission.status === "success" && submission.value).toEqual({
      country: 26,
      city: "Riyadh",
      area: "Al Olaya",
      streetName: "King Fahd Road",
      buildingNum: "",
      apartmentNum: "",
      additionalInfo: "",
      mainAddress: false,
    });
  });

  it("reads a ticked default box", () => {
    const submission = submit(AddressFormSchema, { ...valid, mainAddress: "on", buildingNum: "12" });
    expect(submission.status === "success" && submission.value.mainAddress).toBe(true);
    expect(submission.status === "success" && submission.value.buildingNum).toBe("12");
  });

  it("gives each required field its message", () => {
    expect(errorsOf(AddressFormSchema, { country: "", city: "", area: " ", streetName: "" })).toEqual({
      country: [COUNTRY_REQUIRED],
      city: [CITY_REQUIRED],
      area: [AREA_REQUIRED],
      streetName: [STREET_REQUIRED],
    });
  });

  it("refuses a country that is not an id", () => {
    expect(errorsOf(AddressFormSchema, { ...valid, country: "abc" })).toEqual({ country: [COUNTRY_REQUIRED] });
    expect(errorsOf(AddressFormSchema, { ...valid, country: "-3" })).toEqual({ country: [COUNTRY_REQUIRED] });
    expect(errorsOf(AddressFormSchema, { ...valid, country: "1.5" })).toEqual({ country: [COUNTRY_REQUIRED] });
  });
});

describe("contact form", () => {
  const valid = { name: "Sara", phone: "0501234567", email: "sara@example.com", subject: "Where is my order?" };

  it("accepts a complete message", () => {
    expect(submit(ContactFormSchema, valid).status).toBe("success");
  });

  it("says 'this field is required.' for each empty field", () => {
    expect(errorsOf(ContactFormSchema, { name: "", phone: "", email: "", subject: "  " })).toEqual({
      name: [FIELD_REQUIRED],
      phone: [FIELD_REQUIRED],
      email: [FIELD_REQUIRED],
      subject: [FIELD_REQUIRED],
    });
  });

  it("checks the email", () => {
    expect(errorsOf(ContactFormSchema, { ...valid, email: "nope" })).toEqual({ email: [INVALID_EMAIL] });
  });
});

describe("signed-out action result", () => {
  it("is recognised only for a finished password change", () => {
    expect(isSignedOutResult({ intent: "change-password", passwordChanged: true })).toBe(true);
    expect(isSignedOutResult({ intent: "change-password", passwordChanged: false })).toBe(false);
    expect(isSignedOutResult(undefined)).toBe(false);
    expect(isSignedOutResult("passwordChanged")).toBe(false);
  });
});

describe("in Arabic", () => {
  it("each factory gives its messages in the page's language", () => {
    expect(errorsOf(accountFormSchema("ar"), { firstName: "", lastName: "Ali", mobile: "0123", email: "x" })).toEqual({
      firstName: [ar.FILL_ALL_FIELDS],
      mobile: [ar.INVALID_PHONE],
      email: [ar.INVALID_EMAIL],
    });
    expect(
      errorsOf(changePasswordFormSchema("ar"), { old_password: "Password1", password: "NewPassw0rd", password2: "x" }),
    ).toEqual({ password2: [ar.PASSWORDS_DONT_MATCH] });
    expect(errorsOf(addressFormSchema("ar"), { country: "", city: "", area: "", streetName: "" })).toEqual({
      country: [ar.COUNTRY_REQUIRED],
      city: [ar.CITY_REQUIRED],
      area: [ar.AREA_REQUIRED],
      streetName: [ar.STREET_REQUIRED],
    });
    expect(errorsOf(contactFormSchema("ar"), { name: "", phone: "1", email: "a@example.com", subject: "hi" })).toEqual({
      name: [ar.FIELD_REQUIRED],
    });
    expect(phoneProblem("1111111111", "ar")).toBe(ar.REPEATED_PHONE);
  });

  it("the English constants stay the English schemas", () => {
    expect(AccountFormSchema).toBe(accountFormSchema("en"));
    expect(AddressFormSchema).toBe(addressFormSchema("en"));
    expect(addressFormSchema("ar")).toBe(addressFormSchema("ar"));
  });
});
