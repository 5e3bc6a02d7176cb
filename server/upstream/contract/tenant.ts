import { z } from "zod";
// The storefront's languages: one list, the platform's (decision 0028).
import { LANGUAGES, type Language } from "../../platform/language.ts";

// The reference upstream reaches the languages through the contract (its one arrow in).
export { LANGUAGES, type Language };
import { listSchema } from "./common.ts";
import {
  decimalOrZeroSchema,
  deliveryTime,
  flag,
  idSchema,
  localizedSchema,
  optionalText,
  reqId,
  reqText,
  text,
} from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* tenant                                                              */
/* ------------------------------------------------------------------ */

const colour = (fallback: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v && v.trim() ? v.trim() : fallback));

/** "en", "AR", " ar-SA " -> the language it names, or undefined for any other code. */
function languageOf(code: unknown): Language | undefined {
  if (typeof code !== "string") return undefined;
  const primary = code.trim().toLowerCase().split(/[-_]/)[0];
  return LANGUAGES.find((language) => language === primary);
}

/**
 * A shop's languages, its default first: ["en", "ar"]. Tolerant: a comma-separated string is
 * taken as a list, unknown codes and repeats are dropped, and a missing, empty or wholly
 * unknown list is ["en"].
 */
export const LanguagesSchema = z.unknown().transform((value): [Language, ...Language[]] => {
  const codes: unknown[] = Array.isArray(value) ? value : typeof value === "string" ? value.split(",") : [];
  const [first, ...rest] = [...new Set(codes.map(languageOf).filter((code) => code !== undefined))];
  return first ? [first, ...rest] : ["en"];
});

/** GET tenants/lookup/?host=  (also GET tenants/{id}/) */
export const TenantSchema = z.object({
  id: idSchema,
  name: text,
  logo: optionalText,
  host: text,
  logo_display_type: z.enum(["both", "logo", "name"]).catch("both"),
  currency: z
    .union([z.string().transform((name) => ({ name })), z.object({ name: text })])
    .nullish()
    .transform((v) => v ?? { name: "" }),
  defaultDeliveryTime: deliveryTime,
  defaultShippingCost: decimalOrZeroSchema,
  published: flag,
  mobile: text,
  email: text,
  address: text,
  whatsapp: optionalText,
  facebook: optionalText,
  twitter: optionalText,
  linkedin: optionalText,
  instagram: optionalText,
  about_us: localizedSchema,
  description: localizedSchema,
  google_analytics_id: optionalText,
  google_tag_manager_id: optionalText,
  mainColor: colour("#0f766e"),
  textColor: colour("#111827"),
  BrightColor: colour("#f59e0b"),
  BrightBackGroundColor: colour("#f8fafc"),
  /** The shop's languages, its default first (LanguagesSchema). */
  languages: LanguagesSchema,
});
export type Tenant = z.infer<typeof TenantSchema>;

/** GET tenants/policies/?tenant= */
export const PoliciesSchema = z.object({
  privacyPolicy: localizedSchema,
  pricingPolicy: localizedSchema,
  deliveryPolicy: localizedSchema,
  refundPolicy: localizedSchema,
  terms: localizedSchema,
  description: localizedSchema,
});
export type Policies = z.infer<typeof PoliciesSchema>;

/** Slider item; url_mobile falls back to url. */
export const SliderSchema = z
  .object({
    id: idSchema,
    url: text,
    url_mobile: optionalText,
    title: text,
    /** The Arabic title (docs/upstream-api.md); the English one where it is empty. */
    title_ar: optionalText,
    link: text,
  })
  .transform((s) => ({ ...s, url_mobile: s.url_mobile ?? s.url }));
export type Slider = z.infer<typeof SliderSchema>;
/** GET tenants/sliders/?tenant= */
export const SliderListSchema = listSchema(SliderSchema);
export type SliderList = z.infer<typeof SliderListSchema>;

export const FeatureSchema = z.object({
  id: idSchema,
  icon: text, // image URL
  title: localizedSchema,
  text: localizedSchema,
});
export type Feature = z.infer<typeof FeatureSchema>;
/** GET tenants/feature/?tenant= */
export const FeatureListSchema = listSchema(FeatureSchema);
export type FeatureList = z.infer<typeof FeatureListSchema>;

export const SettingSchema = z.object({
  name: z.string(),
  value: z
    .union([z.string(), z.number(), z.boolean()])
    .nullish()
    .transform((v) => (v == null ? "" : String(v))),
});
export type Setting = z.infer<typeof SettingSchema>;
/** GET tenants/settings/?tenant=  (includes 'merchant-key' and 'currency') */
export const SettingsListSchema = listSchema(SettingSchema);
export type SettingsList = z.infer<typeof SettingsListSchema>;

/** POST tenants/contact/  (subject carries the message text) */
export const ContactRequestSchema = z.object({
  name: reqText(150),
  phone: reqText(32),
  email: z.string().trim().email("Enter a valid email address.").max(254),
  subject: reqText(5000),
  tenant: reqId,
});
export type ContactRequest = z.infer<typeof ContactRequestSchema>;
export const ContactResponseSchema = z.object({ id: idSchema, detail: text });
export type ContactResponse = z.infer<typeof ContactResponseSchema>;
