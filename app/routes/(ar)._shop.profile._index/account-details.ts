import type { Submission, SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { changePassword, loadProfile, updateProfile } from "#server/account/account";
import { endUserSession, requireUser } from "#server/identity/auth";
import { accountKey, clearAccountAttempts, rateLimitCheck, retryAfterHeaders } from "#server/platform/rate-limit";
import { redirectWithFlash, type SignedInUser } from "#server/identity/session";
import { data, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import type { Language } from "#server/platform/language";
import { z } from "zod";
import { accountFormSchema, changePasswordFields, checkNewPasswordTwice } from "~/forms/account";
import { refusedIntent } from "~/forms/fields.server";
import { perLanguage } from "~/forms/per-language";
import { textsIn } from "~/lib/texts.server";

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

/**
 * The page's two forms: the shopper's details, and the password change (`js`: sent by its
 * script). A post naming neither is answered as the details form, with its required text.
 * Their messages in the page's language.
 */
const accountPageForms = perLanguage((language) =>
  z.discriminatedUnion(
    "intent",
    [
      accountFormSchema(language).extend({ intent: z.literal("profile") }),
      changePasswordFields(language).extend({
        intent: z.literal("change-password"),
        js: z.unknown().transform((js) => js === "1"),
      }),
    ],
    { errorMap: () => ({ message: textsIn(language).FILL_ALL_FIELDS }) },
  ),
);
const accountPageFormSchema = perLanguage((language) =>
  accountPageForms(language).superRefine((value, context) => {
    if (value.intent === "change-password") checkNewPasswordTwice(value, context, language);
  }),
);

type AccountPageForm = z.output<ReturnType<typeof accountPageFormSchema>>;
type AccountPageSubmission = Submission<AccountPageForm>;
type PasswordForm = Extract<AccountPageForm, { intent: "change-password" }>;
type ProfileForm = Extract<AccountPageForm, { intent: "profile" }>;

/** Who asks, in which shop and language. */
type Asker = { request: Request; shopId: number; user: SignedInUser; language: Language };

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const submission = parseWithZod(await request.formData(), { schema: accountPageFormSchema(language) });
    if (submission.status !== "success") {
      // Passwords are never sent back into the form.
      if (refusedIntent(accountPageForms(language), submission.payload) === "change-password")
        return refusePassword(submission, []);
      return data<ActionResult>({ intent: "profile", result: submission.reply() }, { status: 400 });
    }
    const form = submission.value;
    const asker = { request, shopId: shop.id, user, language };
    switch (form.intent) {
      case "profile":
        return saveProfile(asker, form, submission);
      case "change-password":
        return changePasswordAction(asker, form, submission);
      default:
        return form satisfies never;
    }
  });
}

function refusePassword(submission: AccountPageSubmission, formErrors: string[], init: ResponseInit = { status: 400 }) {
  return data<ActionResult>(
    {
      intent: "change-password",
      result: submission.reply({ formErrors, hideFields: PASSWORD_FIELDS }),
      attempt: crypto.randomUUID(),
    },
    init,
  );
}

async function saveProfile(
  { request, shopId, user, language }: Asker,
  form: ProfileForm,
  submission: AccountPageSubmission,
) {
  const { DATA_CHANGED, PROFILE_REFUSED } = textsIn(language);
  const { intent: _intent, ...profile } = form;
  try {
    await updateProfile(shopId, user, profile, language);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected") {
      // The upstream's own words, in the page's language (e.g. 'user with this email already exists').
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
}

async function changePasswordAction(
  { request, shopId, user, language }: Asker,
  form: PasswordForm,
  submission: AccountPageSubmission,
) {
  const { CURRENT_PASSWORD_WRONG, PASSWORD_CHANGED, PASSWORDS_DONT_MATCH } = textsIn(language);
  const { intent: _intent, js, ...passwords } = form;
  // The current password is checked here too: limited like sign-in, counted before the check.
  const account = accountKey(shopId, `user:${user.userId}`);
  const limited = await rateLimitCheck(request, "login", account);
  if (limited) return refusePassword(submission, [limited.message], limited.init);
  try {
    await changePassword(shopId, user, passwords, language);
    await clearAccountAttempts(request, "login", account);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "rejected") {
      return refusePassword(submission, [
        error.firstKey === "old_password" ? CURRENT_PASSWORD_WRONG : PASSWORDS_DONT_MATCH,
      ]);
    }
    throw error;
  }
  // Signed out either way. With JavaScript the page shows the message for 0.5 s, then goes to /login.
  if (js) {
    const ended = await endUserSession(request, "/login");
    return data<ActionResult>(
      { intent: "change-password", result: null, passwordChanged: true },
      { headers: { "Set-Cookie": ended.headers.get("Set-Cookie") ?? "" } },
    );
  }
  return endUserSession(request, "/login", { kind: "success", text: PASSWORD_CHANGED });
}

/** A 429's Retry-After reaches the response. */
export const headers: HeadersFunction = retryAfterHeaders;
