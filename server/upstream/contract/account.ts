import { z } from "zod";
import { listSchema } from "./common.ts";
import {
  arrayOf,
  flag,
  idSchema,
  localizedSchema,
  PhoneSchema,
  reqBool,
  reqId,
  reqOptionalText,
  reqText,
  text,
} from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* locations and addresses                                             */
/* ------------------------------------------------------------------ */

export const CountrySchema = z.object({ id: idSchema, name: localizedSchema });
export type Country = z.infer<typeof CountrySchema>;
/** GET locations/countries/ */
export const CountryListSchema = listSchema(CountrySchema);
export type CountryList = z.infer<typeof CountryListSchema>;

/** Address; `country` is {id, name} (a bare id is accepted too). */
export const AddressSchema = z.object({
  id: idSchema,
  country: z.union([CountrySchema, idSchema.transform((id) => ({ id, name: { en: "", ar: "" } }))]),
  city: text,
  area: text,
  streetName: text,
  buildingNum: text,
  apartmentNum: text,
  additionalInfo: text,
  mainAddress: flag,
  user: idSchema,
});
export type Address = z.infer<typeof AddressSchema>;
/** GET users/addresses/?user= */
export const AddressListSchema = listSchema(AddressSchema);
export type AddressList = z.infer<typeof AddressListSchema>;

/** POST users/addresses/ */
export const AddressCreateRequestSchema = z.object({
  country: reqId,
  city: reqText(100),
  area: reqText(100),
  streetName: reqText(200),
  buildingNum: reqOptionalText(50),
  apartmentNum: reqOptionalText(50),
  additionalInfo: reqOptionalText(500),
  mainAddress: reqBool.optional().default(false),
  /** must be the token's user when given */
  user: reqId.optional(),
});
export type AddressCreateRequest = z.infer<typeof AddressCreateRequestSchema>;

/** PATCH users/addresses/{id}/ — any subset; mainAddress false on the main address is ignored. */
export const AddressUpdateRequestSchema = z.object({
  country: reqId.optional(),
  city: reqText(100).optional(),
  area: reqText(100).optional(),
  streetName: reqText(200).optional(),
  buildingNum: reqOptionalText(50).optional(),
  apartmentNum: reqOptionalText(50).optional(),
  additionalInfo: reqOptionalText(500).optional(),
  mainAddress: reqBool.optional(),
  user: reqId.optional(),
});
export type AddressUpdateRequest = z.infer<typeof AddressUpdateRequestSchema>;

/* ------------------------------------------------------------------ */
/* profile and password                                                */
/* ------------------------------------------------------------------ */

/** GET/PATCH users/profile/{userId}/ */
export const UserProfileSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
  userName: text,
  addressUser: arrayOf(AddressSchema),
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const ProfileUpdateRequestSchema = z.object({
  firstName: reqText(150).optional(),
  lastName: reqText(150).optional(),
  mobile: PhoneSchema.optional(),
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254).optional(),
});
export type ProfileUpdateRequest = z.infer<typeof ProfileUpdateRequestSchema>;

/** POST users/change-password/{userId}/ -> 200 {detail} | 400 {old_password:[..]} | 400 {password:[..]} */
export const ChangePasswordRequestSchema = z.object({
  old_password: z.string().min(1, "This field may not be blank.").max(128),
  password: z.string().min(1, "This field may not be blank.").max(128),
  password2: z.string().min(1, "This field may not be blank.").max(128),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST users/password-reset/send/ -> 200 {detail} | 404 {detail:"user not found"} */
export const PasswordResetSendRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
});
export type PasswordResetSendRequest = z.infer<typeof PasswordResetSendRequestSchema>;

/** POST users/password-reset/verify/ */
export const PasswordResetVerifyRequestSchema = z.object({
  unverified_email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
  token: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
});
export type PasswordResetVerifyRequest = z.infer<typeof PasswordResetVerifyRequestSchema>;
export const PasswordResetVerifyResponseSchema = z.object({
  verified: z.boolean(),
  user_id: idSchema,
});
export type PasswordResetVerifyResponse = z.infer<typeof PasswordResetVerifyResponseSchema>;

/** POST users/password-reset/set/ -> 200 {detail} | 400 {detail} | 400 {password:[..]} */
export const PasswordResetSetRequestSchema = z.object({
  unverified_email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  tenant: reqId,
  token: z
    .string()
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code."),
  password: z.string().min(1, "This field may not be blank.").max(128),
  password2: z.string().min(1, "This field may not be blank.").max(128),
});
export type PasswordResetSetRequest = z.infer<typeof PasswordResetSetRequestSchema>;

/** DEVELOPMENT ONLY: GET dev/mailbox/?email= */
export const MailboxEntrySchema = z.object({
  to: z.string(),
  subject: text,
  code: text,
  created_at: text,
});
export type MailboxEntry = z.infer<typeof MailboxEntrySchema>;
export const MailboxSchema = listSchema(MailboxEntrySchema);
export type Mailbox = z.infer<typeof MailboxSchema>;
