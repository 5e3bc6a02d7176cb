import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { changePassword, loadProfile, updateProfile } from "#server/account/account";
import { endUserSession, requireUser } from "#server/identity/auth";
import { accountKey, clearAccountAttempts, rateLimitCheck, retryAfterHeaders } from "#server/platform/rate-limit";
import { redirectWithFlash } from "#server/identity/session";
import { data, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import { AccountFormSchema, ChangePasswordFormSchema } from "~/forms/account";
import { CURRENT_PASSWORD_WRONG, DATA_CHANGED, PASSWORD_CHANGED, PASSWORDS_DONT_MATCH, PROFILE_REFUSED } from "~/texts";

const PASSWORD_FIELDS = ["old_password", "password", "password2"];

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    return { profile: await loadProfile(shop.id, user) };
  });
}

export type ActionResult =
  | { intent: "profile"; result: SubmissionResult<string[]> }
  /** `attempt` is new on every answer, so the password form starts empty again after a refusal. */
  | {
      intent: "change-password";
      result: SubmissionResult<string[]>;
      attempt: string;
      passwordChanged?: false;
    }
  | { intent: "change-password"; result: null; passwordChanged: true };

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    const formData = await request.formData();

    if (formData.get("intent") === "change-password") {
      const submission = parseWithZod(formData, { schema: ChangePasswordFormSchema });
      const refuse = (formErrors: string[], init: ResponseInit = { status: 400 }) =>
        data<ActionResult>(
          {
            intent: "change-password",
            result: submission.reply({ formErrors, hideFields: PASSWORD_FIELDS }),
            attempt: crypto.randomUUID(),
          },
          init,
        );
      // Passwords are never sent back into the form.
      if (submission.status !== "success") return refuse([]);
      // The current password is checked here too: limited like sign-in, counted before the check.
      const account = accountKey(shop.id, `user:${user.userId}`);
      const limited = await rateLimitCheck(request, "login", account);
      if (limited) return refuse([limited.message], limited.init);
      try {
        await changePassword(shop.id, user, submission.value);
        await clearAccountAttempts(request, "login", account);
      } catch (error) {
        if (error instanceof UpstreamError && error.kind === "rejected") {
          return refuse([error.firstKey === "old_password" ? CURRENT_PASSWORD_WRONG : PASSWORDS_DONT_MATCH]);
        }
        throw error;
      }
      // Signed out either way. With JavaScript the page shows the message for 0.5 s, then goes to /login.
      if (formData.get("js") === "1") {
        const ended = await endUserSession(request, "/login");
        return data<ActionResult>(
          { intent: "change-password", result: null, passwordChanged: true },
          { headers: { "Set-Cookie": ended.headers.get("Set-Cookie") ?? "" } },
        );
      }
      return endUserSession(request, "/login", { kind: "success", text: PASSWORD_CHANGED });
    }

    const submission = parseWithZod(formData, { schema: AccountFormSchema });
    if (submission.status !== "success")
      return data<ActionResult>({ intent: "profile", result: submission.reply() }, { status: 400 });
    try {
      await updateProfile(shop.id, user, submission.value);
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === "rejected") {
        // The upstream's own words (e.g. 'user with this email already exists').
        return data<ActionResult>(
          {
            intent: "profile",
            result: submission.reply({ formErrors: [error.detail ?? PROFILE_REFUSED] }),
          },
          { status: 400 },
        );
      }
      throw error;
    }
    return redirectWithFlash(request, "/profile", "success", DATA_CHANGED);
  });
}

/** A 429's Retry-After reaches the response. */
export const headers: HeadersFunction = retryAfterHeaders;
