import { parseWithZod } from "@conform-to/zod";
import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { ResetCodeSchema, ResetEmailSchema, ResetPasswordSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { CODE_INCORRECT, INPUT_YOUR_EMAIL, PASSWORD_RESET_DONE, RESET_EMAIL_SENT, USER_NOT_FOUND } from "~/texts";
import { sendPasswordResetCode, setPasswordWithCode, verifyPasswordResetCode } from "#server/identity/auth";
import { accountKey, rateLimitCheck, retryAfterHeaders } from "#server/platform/rate-limit";
import { data, redirect, shopRoute } from "#server/tenancy/route";
import {
  commitSession,
  freshSession,
  getSession,
  setFlash,
  type PasswordResetState,
  type ShopSession,
} from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";

/** A 429 carries Retry-After. */
export const headers: HeadersFunction = retryAfterHeaders;

/**
 * The three-step password reset: 0 email, 1 one-time code, 2 new password, then done.
 * Where the shopper is lives in the session (server side): a step can only be reached by
 * passing the one before it, whatever the page sends. Every step is a plain POST.
 */

/** The wizard lasts as long as the code it sent (10 minutes at the upstream). */
const RESET_STATE_TTL_MS = 10 * 60 * 1000;

export type Step = 0 | 1 | 2 | "done";

function wizardState(session: ShopSession, shopId: number): PasswordResetState | null {
  const state = session.get("passwordReset");
  if (!state || state.shopId !== shopId || Date.now() - state.startedAt > RESET_STATE_TTL_MS) return null;
  return state;
}

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const session = await getSession(request);
    const state = wizardState(session, shop.id);
    const step: Step = state?.step ?? 0;
    return { step, email: state && state.step !== "done" ? state.email : null };
  });
}

const STEP_SCHEMAS = { send: ResetEmailSchema, verify: ResetCodeSchema, set: ResetPasswordSchema } as const;
export type StepIntent = keyof typeof STEP_SCHEMAS;

/** Saves the wizard's new state (none: back to step 0) and shows its page again, or goes to `to`. */
async function moveTo(
  session: ShopSession,
  state: PasswordResetState | null,
  options: { to?: string; flash?: string } = {},
) {
  if (state) session.set("passwordReset", state);
  else session.unset("passwordReset");
  if (options.flash) setFlash(session, "success", options.flash);
  return redirect(options.to ?? "/forget-password", {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session) },
  });
}

/** After the done step: on to /login with 'Change password Successfully.', in a session with
 * nothing of the old one (after a reset every token of the user is revoked). */
async function finish() {
  return moveTo(await freshSession(), null, { to: "/login", flash: PASSWORD_RESET_DONE });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    const session = await getSession(request);
    const state = wizardState(session, shop.id);

    if (intent === "reset") return moveTo(session, null);
    if (intent === "finish") {
      return state?.step === "done" ? finish() : moveTo(session, state);
    }
    if (!Object.hasOwn(STEP_SCHEMAS, intent)) return moveTo(session, state);
    const stepIntent = intent as StepIntent;
    // Only the current step may be answered; anything else shows the current step again.
    const expected: Record<StepIntent, Step> = { send: 0, verify: 1, set: 2 };
    if (expected[stepIntent] !== (state?.step ?? 0)) return moveTo(session, state);

    const submission = parseWithZod(formData, { schema: STEP_SCHEMAS[stepIntent] });
    const fail = (message: string | undefined, init: ResponseInit = { status: 400 }) =>
      data(
        {
          intent: stepIntent,
          result: submission.reply({ formErrors: message ? [message] : [], hideFields: ["password", "password2"] }),
        },
        init,
      );
    if (submission.status !== "success") {
      return fail(summarizeErrors(submission.error, stepIntent === "send" ? INPUT_YOUR_EMAIL : undefined));
    }
    const value = submission.value;
    const email = value.intent === "send" ? value.email.toLowerCase() : state!.email;
    const limited = await rateLimitCheck(request, "password-reset", accountKey(shop.id, email));
    if (limited) return fail(limited.message, limited.init);

    try {
      if (value.intent === "send") {
        await sendPasswordResetCode(shop.id, email);
        return moveTo(session, { shopId: shop.id, step: 1, email, startedAt: Date.now() }, { flash: RESET_EMAIL_SENT });
      }
      if (value.intent === "verify") {
        if (!(await verifyPasswordResetCode(shop.id, email, value.token))) return fail(CODE_INCORRECT);
        return moveTo(session, { ...state!, step: 2, code: value.token });
      }
      await setPasswordWithCode(shop.id, {
        email,
        code: state!.code ?? "",
        password: value.password,
        password2: value.password2,
      });
      // 'All steps completed' with its Reset button first, with JavaScript or without.
      return moveTo(await freshSession(), { shopId: shop.id, step: "done", email: "", startedAt: Date.now() });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (value.intent === "send" && error.kind === "not_found") return fail(USER_NOT_FOUND);
      if (value.intent === "send" && error.kind === "rejected") return fail(error.detail ?? USER_NOT_FOUND);
      if (value.intent === "verify" && error.kind === "rejected") return fail(CODE_INCORRECT);
      if (value.intent === "set" && error.kind === "rejected") {
        const passwordMessages = error.body?.password;
        // A dead code ({token: …}) or the upstream's own password message.
        if (error.body?.token) return fail(CODE_INCORRECT);
        return fail(
          Array.isArray(passwordMessages) && typeof passwordMessages[0] === "string"
            ? passwordMessages[0]
            : error.detail,
        );
      }
      throw error;
    }
  });
}
