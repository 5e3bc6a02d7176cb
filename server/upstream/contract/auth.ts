import { z } from "zod";
import { idSchema, PhoneSchema, reqId, reqText, StrongPasswordSchema, text } from "./primitives.ts";

/* ------------------------------------------------------------------ */
/* auth and users                                                      */
/* ------------------------------------------------------------------ */

/** POST users/api/token/?tenantId= */
export const LoginRequestSchema = z.object({
  mobile: reqText(254), // email or phone
  password: z.string().min(1, "This field may not be blank.").max(128),
  tenant: reqId,
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const AuthUserSchema = z.object({
  id: idSchema,
  firstName: text,
  lastName: text,
  email: text,
  mobile: text,
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const LoginResponseSchema = z.object({
  access: z.string().min(1),
  refresh: text,
  user: AuthUserSchema,
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST users/api/token/refresh/ */
export const TokenRefreshRequestSchema = z.object({ refresh: reqText(200) });
export type TokenRefreshRequest = z.infer<typeof TokenRefreshRequestSchema>;
export const TokenRefreshResponseSchema = z.object({ access: z.string().min(1) });
export type TokenRefreshResponse = z.infer<typeof TokenRefreshResponseSchema>;

/** POST users/register/?tenantId= */
export const RegisterRequestSchema = z.object({
  mobile: PhoneSchema,
  email: z.string().trim().toLowerCase().email("Enter a valid email address.").max(254),
  firstName: reqText(150),
  lastName: reqText(150),
  password: StrongPasswordSchema,
  tenant: reqId,
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;
export const RegisterResponseSchema = AuthUserSchema;
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;
