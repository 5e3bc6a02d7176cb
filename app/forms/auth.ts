import { z } from "zod";

/** Form schemas shared by the browser (conform, with JavaScript) and the server (always). */

export const INPUT_ALL_DATA = "Please, Input all data!";
export const LOGIN_REJECTED = "Phone or password is incorrect!";

const requiredTrimmed = z.string({ required_error: INPUT_ALL_DATA }).trim().min(1, INPUT_ALL_DATA).max(254);

export const LoginFormSchema = z.object({
  mobile: requiredTrimmed,
  password: z.string({ required_error: INPUT_ALL_DATA }).trim().min(1, INPUT_ALL_DATA).max(128),
  remember: z.boolean().optional().default(false),
  redirectTo: z.string().max(500).optional(),
});
