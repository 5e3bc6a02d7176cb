import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { MetaFunction, ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { changePassword, loadProfile, updateProfile } from "#server/account/account";
import { endUserSession, requireUser } from "#server/identity/auth";
import { accountKey, clearAccountAttempts, rateLimitCheck, retryAfterHeaders } from "#server/platform/rate-limit";
import { redirectWithFlash } from "#server/identity/session";
import { data, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";
import { TextField } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { AccountFormSchema, ChangePasswordFormSchema } from "~/forms/account";
import { FORM_BUTTON_CLASS, isSignedOutResult, summarizeErrors } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";
import {
  CURRENT_PASSWORD_WRONG,
  DATA_CHANGED,
  FILL_ALL_FIELDS,
  PASSWORD_CHANGED,
  PASSWORDS_DONT_MATCH,
  PROFILE_REFUSED,
} from "~/texts";
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) =>
  shopMeta(matches, "Account Details", "Your name, phone, email and password");

/** Spec §9: the password-change redirect waits 500 ms. */
const SIGN_OUT_DELAY_MS = 500;
const PASSWORD_FIELDS = ["old_password", "password", "password2"];

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    return { profile: await loadProfile(shop.id, user) };
  });
}

type ActionResult =
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

/** While the 0.5 s before /login run, the signed-out page must not reload its data. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  isSignedOutResult(actionResult) ? false : defaultShouldRevalidate;

/** One message per form: the upstream's refusal, else 'Please, Fill all fields' when a field is empty, else the first rule broken. */
function summary(formErrors: string[] | undefined, allErrors: Record<string, string[]>): string | undefined {
  return formErrors?.[0] ?? summarizeErrors(allErrors, FILL_ALL_FIELDS);
}

function AccountForm({
  profile,
  lastResult,
  busy,
}: {
  profile: z.input<typeof AccountFormSchema>;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Its submission is on its way: a second click would only cancel the first. */
  busy: boolean;
}) {
  const [form, fields] = useForm<z.input<typeof AccountFormSchema>>({
    id: "account-details",
    lastResult,
    defaultValue: profile,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label="First Name" autoComplete="given-name" summarized />
        <TextField meta={fields.lastName} label="Last Name" autoComplete="family-name" summarized />
        <TextField meta={fields.mobile} label="Phone" type="tel" inputMode="tel" autoComplete="tel" summarized />
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" summarized />
      </div>
      <FormMessage text={summary(form.errors, form.allErrors)} />
      <button type="submit" disabled={busy} className={FORM_BUTTON_CLASS}>
        Save Changes
      </button>
    </Form>
  );
}

function PasswordForm({
  lastResult,
  changed,
  busy,
}: {
  lastResult: SubmissionResult<string[]> | undefined;
  changed: boolean;
  busy: boolean;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<z.input<typeof ChangePasswordFormSchema>>({
    id: "change-password",
    lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="change-password" />
      {/* Asks for the 0.5 s pause before /login, which only JavaScript can do. */}
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <TextField
        meta={fields.old_password}
        label="Current Password"
        type="password"
        autoComplete="current-password"
        summarized
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.password} label="New Password" type="password" autoComplete="new-password" summarized />
        <TextField
          meta={fields.password2}
          label="Confirm New Password"
          type="password"
          autoComplete="new-password"
          summarized
        />
      </div>
      {changed ? (
        <FormMessage kind="success" text={PASSWORD_CHANGED} />
      ) : (
        <FormMessage text={summary(form.errors, form.allErrors)} />
      )}
      <button type="submit" disabled={changed || busy} className={FORM_BUTTON_CLASS}>
        Change Password
      </button>
    </Form>
  );
}

export default function AccountDetails() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigate = useNavigate();
  const savingProfile = useSubmissionPending("profile");
  const changingPassword = useSubmissionPending("change-password");
  const passwordChanged = actionData?.intent === "change-password" && actionData.passwordChanged === true;

  useEffect(() => {
    if (!passwordChanged) return;
    const timer = window.setTimeout(() => navigate("/login", { replace: true }), SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [passwordChanged, navigate]);

  return (
    <div className="space-y-10">
      <section aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className="mb-4 text-xl font-semibold">
          Account Details
        </h2>
        <AccountForm
          profile={profile}
          lastResult={actionData?.intent === "profile" ? actionData.result : undefined}
          busy={savingProfile}
        />
      </section>
      <section aria-labelledby="change-password-heading" className="border-t border-ink/10 pt-8">
        <h2 id="change-password-heading" className="mb-4 text-xl font-semibold">
          Change Password
        </h2>
        <PasswordForm
          key={
            actionData?.intent === "change-password" && !actionData.passwordChanged ? actionData.attempt : "password"
          }
          lastResult={actionData?.intent === "change-password" ? (actionData.result ?? undefined) : undefined}
          changed={passwordChanged}
          busy={changingPassword}
        />
      </section>
    </div>
  );
}
