import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate } from "@remix-run/react";
import { Link } from "~/components/Link";
import { useEffect } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { Field, fieldClass, FormMessage, PasswordInput, SubmitButton } from "~/components/AuthForm";
import { HoneypotFields } from "~/components/HoneypotFields";
import { RegisterFormSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { useLocalizedPath, useT } from "~/lib/language";
import { EMAIL } from "~/messages/EMAIL";
import { FIRST_NAME } from "~/messages/FIRST_NAME";
import { HAVE_ACCOUNT } from "~/messages/HAVE_ACCOUNT";
import { LAST_NAME } from "~/messages/LAST_NAME";
import { PASSWORD } from "~/messages/PASSWORD";
import { PHONE } from "~/messages/PHONE";
import { REGISTER } from "~/messages/REGISTER";
import { REGISTER_DESCRIPTION } from "~/messages/REGISTER_DESCRIPTION";
import { REGISTRATION_SUCCESS } from "~/messages/REGISTRATION_SUCCESS";
import { SIGN_IN } from "~/messages/SIGN_IN";
import { SIGN_UP } from "~/messages/SIGN_UP";
import { shopMeta } from "~/lib/meta";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./register";

export { action, headers, loader } from "./register";

export const meta: MetaFunction = (args) => shopMeta(args, REGISTER, REGISTER_DESCRIPTION);

/** With JavaScript the page shows the success itself and moves on after this long. */
const REDIRECT_DELAY_MS = 2000;

export default function Register() {
  const { honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useSubmissionPending();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const t = useT();
  const localizedPath = useLocalizedPath();
  const loginPath = localizedPath("/login");
  const registered = actionData?.registered === true;
  const [form, fields] = useForm<z.input<typeof RegisterFormSchema>>({
    lastResult: actionData?.result,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate(loginPath), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate, loginPath]);

  const formError = form.errors?.[0] ?? summarizeErrors(form.allErrors);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">{t(REGISTER)}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <HoneypotFields inputs={honeypot} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.firstName.id} label={t(FIRST_NAME)}>
            <input
              {...getInputProps(fields.firstName, { type: "text" })}
              autoComplete="given-name"
              maxLength={150}
              className={fieldClass}
            />
          </Field>
          <Field id={fields.lastName.id} label={t(LAST_NAME)}>
            <input
              {...getInputProps(fields.lastName, { type: "text" })}
              autoComplete="family-name"
              maxLength={150}
              className={fieldClass}
            />
          </Field>
        </div>
        <Field id={fields.mobile.id} label={t(PHONE)}>
          <input
            {...getInputProps(fields.mobile, { type: "tel" })}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={20}
            dir="ltr"
            className={fieldClass}
          />
        </Field>
        <Field id={fields.email.id} label={t(EMAIL)}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={254}
            dir="ltr"
            className={fieldClass}
          />
        </Field>
        <Field id={fields.password.id} label={t(PASSWORD)}>
          <PasswordInput
            inputProps={getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        {registered ? <FormMessage kind="success" text={t(REGISTRATION_SUCCESS)} /> : <FormMessage text={formError} />}
        <SubmitButton busy={submitting || registered}>{t(SIGN_UP)}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t(HAVE_ACCOUNT)}{" "}
        <Link to="/login" className="font-medium text-main hover:underline">
          {t(SIGN_IN)}
        </Link>
      </p>
    </>
  );
}
