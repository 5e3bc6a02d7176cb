import { parseWithZod } from "@conform-to/zod";
import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import type { Submission } from "@conform-to/react";
import { z } from "zod";
import { checkResetPasswordTwice, resetCodeSchema, resetEmailSchema, resetPasswordFields } from "~/forms/auth";
import { refusedIntent } from "~/forms/fields.server";
import { summarizeErrors } from "~/forms/form-ui";
import { perLanguage } from "~/forms/per-language";
import { textsIn } from "~/lib/texts.server";
import { INPUT_YOUR_EMAIL } from "~/messages/INPUT_YOUR_EMAIL";
import type { Language } from "#server/platform/language";
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

/** The wizard's forms: each step's (send, verify, set) and the done step's two buttons. */
const resetForms = perLanguage((language) =>
  z.discriminatedUnion("intent", [
    resetEmailSchema(language),
    resetCodeSchema(language),
    resetPasswordFields(language),
    z.object({ intent: z.literal("reset") }),
    z.object({ intent: z.literal("finish") }),
  ]),
);
const resetFormSchema = perLanguage((language) =>
  resetForms(language).superRefine((value, context) => {
    if (value.intent === "set") checkResetPasswordTwice(value, context, language);
  }),
);
type ResetForm = z.output<ReturnType<typeof resetFormSchema>>;

/** The step each step's form answers: only the current one is, any other shows the current step again. */
const STEP_OF = { send: 0, verify: 1, set: 2 } as const;
export type StepIntent = keyof typeof STEP_OF;
type StepForm = Extract<ResetForm, { intent: StepIntent }>;
type ResetSubmission = Submission<ResetForm>;

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

/** After the done step: on to /login with 'Change password Successfully.' (in `language`), in a
 * session with nothing of the old one (after a reset every token of the user is revoked). */
async function finish(language: Language) {
  return moveTo(await freshSession(), null, { to: "/login", flash: textsIn(language).PASSWORD_RESET_DONE });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const formData = await request.formData();
    const session = await getSession(request);
    const state = wizardState(session, shop.id);
    const isCurrent = (intent: StepIntent) => STEP_OF[intent] === (state?.step ?? 0);
    const submission = parseWithZod(formData, { schema: resetFormSchema(language) });
    if (submission.status !== "success") {
      const intent = refusedIntent(resetForms(language), submission.payload);
      if (intent === null || intent === "reset" || intent === "finish" || !isCurrent(intent))
        return moveTo(session, state);
      return failStep(
        intent,
        submission,
        summarizeErrors(submission.error, intent === "send" ? INPUT_YOUR_EMAIL : undefined),
      );
    }
    const form = submission.value;
    switch (form.intent) {
      case "reset":
        return moveTo(session, null);
      case "finish":
        return state?.step === "done" ? finish(language) : moveTo(session, state);
      case "send":
      case "verify":
      case "set":
        return isCurrent(form.intent)
          ? answerStep({ request, shopId: shop.id, language, session, state }, form, submission)
          : moveTo(session, state);
      default:
        return form satisfies never;
    }
  });
}

/** A step's form refused: its message in the form, passwords never sent back. */
function failStep(
  intent: StepIntent,
  submission: ResetSubmission,
  message: string | undefined,
  init: ResponseInit = { status: 400 },
) {
  return data(
    {
      intent,
      result: submission.reply({ formErrors: message ? [message] : [], hideFields: ["password", "password2"] }),
    },
    init,
  );
}

/** Where a step is answered: the request, its shop and language, and the wizard's session and state. */
type StepContext = {
  request: Request;
  shopId: number;
  language: Language;
  session: ShopSession;
  state: PasswordResetState | null;
};

/**
 * The current step's form, valid: the upstream is asked (in the page's language: its messages,
 * and the reset mail as far as the upstream writes one per language), and the wizard moves on
 * or says why not.
 */
async function answerStep(
  { request, shopId, language, session, state }: StepContext,
  form: StepForm,
  submission: ResetSubmission,
) {
  const { CODE_INCORRECT, RESET_EMAIL_SENT, USER_NOT_FOUND } = textsIn(language);
  const fail = (message: string | undefined, init?: ResponseInit) => failStep(form.intent, submission, message, init);
  const email = form.intent === "send" ? form.email.toLowerCase() : state!.email;
  const limited = await rateLimitCheck(request, "password-reset", accountKey(shopId, email));
  if (limited) return fail(limited.message, limited.init);

  try {
    if (form.intent === "send") {
      await sendPasswordResetCode(shopId, email, language);
      return moveTo(session, { shopId, step: 1, email, startedAt: Date.now() }, { flash: RESET_EMAIL_SENT });
    }
    if (form.intent === "verify") {
      if (!(await verifyPasswordResetCode(shopId, email, form.token, language))) return fail(CODE_INCORRECT);
      return moveTo(session, { ...state!, step: 2, code: form.token });
    }
    await setPasswordWithCode(
      shopId,
      { email, code: state!.code ?? "", password: form.password, password2: form.password2 },
      language,
    );
    // 'All steps completed' with its Reset button first, with JavaScript or without.
    return moveTo(await freshSession(), { shopId, step: "done", email: "", startedAt: Date.now() });
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (form.intent === "send" && error.kind === "not_found") return fail(USER_NOT_FOUND);
    if (form.intent === "send" && error.kind === "rejected") return fail(error.detail ?? USER_NOT_FOUND);
    if (form.intent === "verify" && error.kind === "rejected") return fail(CODE_INCORRECT);
    if (form.intent === "set" && error.kind === "rejected") {
      const passwordMessages = error.body?.password;
      // A dead code ({token: …}) or the upstream's own password message.
      if (error.body?.token) return fail(CODE_INCORRECT);
      return fail(
        Array.isArray(passwordMessages) && typeof passwordMessages[0] === "string" ? passwordMessages[0] : error.detail,
      );
    }
    throw error;
  }
}
