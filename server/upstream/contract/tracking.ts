import { z } from "zod";
import { listSchema } from "./common.ts";
import { flag, idSchema, optionalText, reqBool, reqText, text } from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* tracking API (base TRACKING_API_URL)                                */
/* ------------------------------------------------------------------ */

const activeFlag = z
  .object({ active: flag })
  .nullish()
  .transform((v) => v ?? { active: false });
/** GET identity/services/1/[?tenant_id=] */
export const TrackingServicesSchema = z.object({ contact: activeFlag, visitor: activeFlag });
export type TrackingServices = z.infer<typeof TrackingServicesSchema>;

/** DEVELOPMENT ONLY: POST tracking/dev/services/ — switch the services on or off for tests (for one shop with `tenant`). */
export const TrackingServicesUpdateRequestSchema = z.object({
  tenant: idSchema.optional(),
  contact: reqBool.optional(),
  visitor: reqBool.optional(),
});
export type TrackingServicesUpdateRequest = z.infer<typeof TrackingServicesUpdateRequestSchema>;

/** POST create-report/?tenant_id=  (form fields; JSON accepted too) */
export const VisitorReportRequestSchema = z.object({
  page: reqText(2000),
  source_website: z.string().trim().max(2000).default(""),
  ip: z.string().trim().max(64).default(""),
  reference: z
    .string()
    .trim()
    .max(500)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type VisitorReportRequest = z.infer<typeof VisitorReportRequestSchema>;
export const VisitorReportResponseSchema = z.object({
  id: idSchema,
  tenant_id: idSchema,
  page: text,
  source_website: text,
  ip: text,
  reference: optionalText,
  created_at: text,
});
export type VisitorReportResponse = z.infer<typeof VisitorReportResponseSchema>;
/** DEVELOPMENT ONLY: GET tracking/reports/?tenant_id= */
export const VisitorReportListSchema = listSchema(VisitorReportResponseSchema);
export type VisitorReportList = z.infer<typeof VisitorReportListSchema>;

/** DEVELOPMENT ONLY: GET dev/contact-messages/?tenant= */
export const ContactMessageSchema = z.object({
  id: idSchema,
  tenant: idSchema,
  name: text,
  phone: text,
  email: text,
  subject: text,
  created_at: text,
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListSchema = listSchema(ContactMessageSchema);
export type ContactMessageList = z.infer<typeof ContactMessageListSchema>;
