import { z } from "zod";
import {
  AREA_REQUIRED,
  CITY_REQUIRED,
  COUNTRY_REQUIRED,
  FIELD_REQUIRED,
  FILL_ALL_FIELDS,
  PASSWORDS_DONT_MATCH,
  STREET_REQUIRED,
} from "~/texts";
import { newPassword, phoneSchema, requiredEmail, requiredText } from "./auth";
import { PASSWORD_MAX_LENGTH } from "./form-ui";

/**
 * Form schemas of the profile area (spec §5), shared by the browser (conform, with
 * JavaScript) and the server (always). Field names are the upstream payload names. The
 * phone and email rules live in ./auth: registration checks them the same way.
 */

function optionalText(max: number) {
  return z.string().trim().max(max).optional().default("");
}

/** Account Details: every field required ('Please, Fill all fields'), phone rule. */
export const AccountFormSchema = z.object({
  firstName: requiredText(FILL_ALL_FIELDS, 150),
  lastName: requiredText(FILL_ALL_FIELDS, 150),
  mobile: phoneSchema(FILL_ALL_FIELDS),
  email: requiredEmail(FILL_ALL_FIELDS),
});

/**
 * Change password: current, new and confirmation required (trimmed, as at sign-in); the new
 * one follows the registration rule and must be typed twice the same.
 */
export const ChangePasswordFields = z.object({
  old_password: requiredText(FILL_ALL_FIELDS, PASSWORD_MAX_LENGTH),
  password: newPassword(FILL_ALL_FIELDS),
  password2: requiredText(FILL_ALL_FIELDS, PASSWORD_MAX_LENGTH),
});

/** The new password typed twice the same: the password form's own check, alone or in a page's union. */
export function checkNewPasswordTwice(value: { password: string; password2: string }, context: z.RefinementCtx) {
  if (value.password !== value.password2)
    context.addIssue({ code: "custom", message: PASSWORDS_DONT_MATCH, path: ["password2"] });
}

export const ChangePasswordFormSchema = ChangePasswordFields.superRefine(checkNewPasswordTwice);

/** Address form (spec §5): country, city, area and street required; the rest optional. */
export const AddressFormSchema = z.object({
  country: z
    .number({ required_error: COUNTRY_REQUIRED, invalid_type_error: COUNTRY_REQUIRED })
    .int(COUNTRY_REQUIRED)
    .positive(COUNTRY_REQUIRED)
    .max(2_147_483_647, COUNTRY_REQUIRED),
  city: requiredText(CITY_REQUIRED, 100),
  area: requiredText(AREA_REQUIRED, 100),
  streetName: requiredText(STREET_REQUIRED, 200),
  buildingNum: optionalText(50),
  apartmentNum: optionalText(50),
  additionalInfo: optionalText(500),
  mainAddress: z.boolean().optional().default(false),
});
export type AddressFormValue = z.output<typeof AddressFormSchema>;

/** Contact Us: name, phone, email and message (sent as `subject`), each required. */
export const ContactFormSchema = z.object({
  name: requiredText(FIELD_REQUIRED, 150),
  phone: requiredText(FIELD_REQUIRED, 32),
  email: requiredEmail(FIELD_REQUIRED),
  subject: requiredText(FIELD_REQUIRED, 5000),
});
