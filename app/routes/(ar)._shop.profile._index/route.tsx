import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { TextField } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { AccountFormSchema, ChangePasswordFormSchema } from "~/forms/account";
import { FORM_BUTTON_CLASS, isSignedOutResult, summarizeErrors } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";
import { useLocalizedPath, useT } from "~/lib/language";
import { ACCOUNT_CONFIRM_PASSWORD } from "~/messages/ACCOUNT_CONFIRM_PASSWORD";
import { ACCOUNT_DETAILS } from "~/messages/ACCOUNT_DETAILS";
import { ACCOUNT_DETAILS_DESCRIPTION } from "~/messages/ACCOUNT_DETAILS_DESCRIPTION";
import { ACCOUNT_FIRST_NAME } from "~/messages/ACCOUNT_FIRST_NAME";
import { ACCOUNT_LAST_NAME } from "~/messages/ACCOUNT_LAST_NAME";
import { ACCOUNT_NEW_PASSWORD } from "~/messages/ACCOUNT_NEW_PASSWORD";
import { CHANGE_PASSWORD } from "~/messages/CHANGE_PASSWORD";
import { CURRENT_PASSWORD } from "~/messages/CURRENT_PASSWORD";
import { EMAIL } from "~/messages/EMAIL";
import { FILL_ALL_FIELDS } from "~/messages/FILL_ALL_FIELDS";
import { PASSWORD_CHANGED } from "~/messages/PASSWORD_CHANGED";
import { PHONE } from "~/messages/PHONE";
import { SAVE_CHANGES } from "~/messages/SAVE_CHANGES";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, ActionResult, action } from "./account-details";

export { action, headers, loader } from "./account-details";

export const meta: MetaFunction = (args) => shopMeta(args, ACCOUNT_DETAILS, ACCOUNT_DETAILS_DESCRIPTION);

/** Spec §9: the password-change redirect waits 500 ms. */
const SIGN_OUT_DELAY_MS = 500;

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
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="profile" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.firstName} label={t(ACCOUNT_FIRST_NAME)} autoComplete="given-name" summarized />
        <TextField meta={fields.lastName} label={t(ACCOUNT_LAST_NAME)} autoComplete="family-name" summarized />
        <TextField meta={fields.mobile} label={t(PHONE)} type="tel" inputMode="tel" autoComplete="tel" summarized />
        <TextField meta={fields.email} label={t(EMAIL)} type="email" autoComplete="email" summarized />
      </div>
      <FormMessage text={summary(form.errors, form.allErrors)} />
      <button type="submit" disabled={busy} className={FORM_BUTTON_CLASS}>
        {t(SAVE_CHANGES)}
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
  const t = useT();
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
        label={t(CURRENT_PASSWORD)}
        type="password"
        autoComplete="current-password"
        summarized
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          meta={fields.password}
          label={t(ACCOUNT_NEW_PASSWORD)}
          type="password"
          autoComplete="new-password"
          summarized
        />
        <TextField
          meta={fields.password2}
          label={t(ACCOUNT_CONFIRM_PASSWORD)}
          type="password"
          autoComplete="new-password"
          summarized
        />
      </div>
      {changed ? (
        <FormMessage kind="success" text={t(PASSWORD_CHANGED)} />
      ) : (
        <FormMessage text={summary(form.errors, form.allErrors)} />
      )}
      <button type="submit" disabled={changed || busy} className={FORM_BUTTON_CLASS}>
        {t(CHANGE_PASSWORD)}
      </button>
    </Form>
  );
}

export default function AccountDetails() {
  const { profile } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  const navigate = useNavigate();
  const t = useT();
  const loginPath = useLocalizedPath()("/login");
  const savingProfile = useSubmissionPending("profile");
  const changingPassword = useSubmissionPending("change-password");
  const passwordChanged = actionData?.intent === "change-password" && actionData.passwordChanged === true;

  useEffect(() => {
    if (!passwordChanged) return;
    const timer = window.setTimeout(() => navigate(loginPath, { replace: true }), SIGN_OUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [passwordChanged, navigate, loginPath]);

  return (
    <div className="space-y-10">
      <section aria-labelledby="account-details-heading">
        <h2 id="account-details-heading" className="mb-4 text-xl font-semibold">
          {t(ACCOUNT_DETAILS)}
        </h2>
        <AccountForm
          profile={profile}
          lastResult={actionData?.intent === "profile" ? actionData.result : undefined}
          busy={savingProfile}
        />
      </section>
      <section aria-labelledby="change-password-heading" className="border-t border-ink/10 pt-8">
        <h2 id="change-password-heading" className="mb-4 text-xl font-semibold">
          {t(CHANGE_PASSWORD)}
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
