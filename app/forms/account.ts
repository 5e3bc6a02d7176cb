import { z } from "zod";
import type { Language } from "#server/platform/language";
import { AREA_REQUIRED } from "~/messages/AREA_REQUIRED";
import { CITY_REQUIRED } from "~/messages/CITY_REQUIRED";
import { COUNTRY_REQUIRED } from "~/messages/COUNTRY_REQUIRED";
import { FIELD_REQUIRED } from "~/messages/FIELD_REQUIRED";
import { FILL_ALL_FIELDS } from "~/messages/FILL_ALL_FIELDS";
import { PASSWORDS_DONT_MATCH } from "~/messages/PASSWORDS_DONT_MATCH";
import { STREET_REQUIRED } from "~/messages/STREET_REQUIRED";
import { newPassword, phoneSchema, requiredEmail, requiredText } from "./auth";
import { perLanguage } from "./per-language";
import { PASSWORD_MAX_LENGTH } from "./form-ui";

/**
 * Form schemas of the profile area (spec §5), shared by the browser (their types) and the
 * server. Field names are the upstream payload names. The phone and email rules live in
 * ./auth: registration checks them the same way. Each schema is made by a factory taking the
 * page's language (its messages from app/messages.ts); the `…FormSchema` constants are the
 * English ones, for types and English-only callers.
 */

function optionalText(max: number) {
  return z.string().trim().max(max).optional().default("");
}

/** Account Details: every field required ('Please, Fill all fields'), phone rule. */
export const accountFormSchema = perLanguage((language) =>
  z.object({
    firstName: requiredText(FILL_ALL_FIELDS[language], 150),
    lastName: requiredText(FILL_ALL_FIELDS[language], 150),
    mobile: phoneSchema(FILL_ALL_FIELDS[language], language),
    email: requiredEmail(FILL_ALL_FIELDS[language], language),
  }),
);
export const AccountFormSchema = /* @__PURE__ */ accountFormSchema("en");

/**
 * Change password: current, new and confirmation required (trimmed, as at sign-in); the new
 * one follows the registration rule and must be typed twice the same.
 */
export const changePasswordFields = perLanguage((language) =>
  z.object({
    old_password: requiredText(FILL_ALL_FIELDS[language], PASSWORD_MAX_LENGTH),
    password: newPassword(language, FILL_ALL_FIELDS[language]),
    password2: requiredText(FILL_ALL_FIELDS[language], PASSWORD_MAX_LENGTH),
  }),
);
export const ChangePasswordFields = /* @__PURE__ */ changePasswordFields("en");

/**
 * The new password typed twice the same: the password form's own check (its message in
 * `language`), alone or in a page's union.
 */
export function checkNewPasswordTwice(
  value: { password: string; password2: string },
  context: z.RefinementCtx,
  language: Language,
) {
  if (value.password !== value.password2)
    context.addIssue({ code: "custom", message: PASSWORDS_DONT_MATCH[language], path: ["password2"] });
}

export const changePasswordFormSchema = perLanguage((language) =>
  changePasswordFields(language).superRefine((value, context) => checkNewPasswordTwice(value, context, language)),
);
export const ChangePasswordFormSchema = /* @__PURE__ */ changePasswordFormSchema("en");

/** Address form (spec §5): country, city, area and street required; the rest optional. */
export const addressFormSchema = perLanguage((language) =>
  z.object({
    country: z
      .number({ required_error: COUNTRY_REQUIRED[language], invalid_type_error: COUNTRY_REQUIRED[language] })
      .int(COUNTRY_REQUIRED[language])
      .positive(COUNTRY_REQUIRED[language])
      .max(2_147_483_647, COUNTRY_REQUIRED[language]),
    city: requiredText(CITY_REQUIRED[language], 100),
    area: requiredText(AREA_REQUIRED[language], 100),
    streetName: requiredText(STREET_REQUIRED[language], 200),
    buildingNum: optionalText(50),
    apartmentNum: optionalText(50),
    additionalInfo: optionalText(500),
    mainAddress: z.boolean().optional().default(false),
  }),
);
export const AddressFormSchema = /* @__PURE__ */ addressFormSchema("en");
export type AddressFormValue = z.output<typeof AddressFormSchema>;

/** Contact Us: name, phone, email and message (sent as `subject`), each required. */
export const contactFormSchema = perLanguage((language) =>
  z.object({
    name: requiredText(FIELD_REQUIRED[language], 150),
    phone: requiredText(FIELD_REQUIRED[language], 32),
    email: requiredEmail(FIELD_REQUIRED[language], language),
    subject: requiredText(FIELD_REQUIRED[language], 5000),
  }),
);
export const ContactFormSchema = /* @__PURE__ */ contactFormSchema("en");
