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
import { REGISTRATION_SUCCESS } from "~/texts";
import { shopMeta } from "~/lib/meta";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./register";

export { action, headers, loader } from "./register";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Register", "Create your account");

/** With JavaScript the page shows the success itself and moves on after this long. */
const REDIRECT_DELAY_MS = 2000;

export default function Register() {
  const { honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const submitting = useSubmissionPending();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const registered = actionData?.registered === true;
  const [form, fields] = useForm<z.input<typeof RegisterFormSchema>>({
    lastResult: actionData?.result,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });

  useEffect(() => {
    if (!registered) return;
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [registered, navigate]);

  const formError = form.errors?.[0] ?? summarizeErrors(form.allErrors);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Register</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <HoneypotFields inputs={honeypot} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={fields.firstName.id} label="First name">
            <input
              {...getInputProps(fields.firstName, { type: "text" })}
              autoComplete="given-name"
              maxLength={150}
              className={fieldClass}
            />
          </Field>
          <Field id={fields.lastName.id} label="Last name">
            <input
              {...getInputProps(fields.lastName, { type: "text" })}
              autoComplete="family-name"
              maxLength={150}
              className={fieldClass}
            />
          </Field>
        </div>
        <Field id={fields.mobile.id} label="Phone">
          <input
            {...getInputProps(fields.mobile, { type: "tel" })}
            inputMode="numeric"
            autoComplete="tel"
            maxLength={20}
            className={fieldClass}
          />
        </Field>
        <Field id={fields.email.id} label="Email">
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            maxLength={254}
            className={fieldClass}
          />
        </Field>
        <Field id={fields.password.id} label="Password">
          <PasswordInput
            inputProps={getInputProps(fields.password, { type: "password" })}
            autoComplete="new-password"
          />
        </Field>
        {registered ? <FormMessage kind="success" text={REGISTRATION_SUCCESS} /> : <FormMessage text={formError} />}
        <SubmitButton busy={submitting || registered}>Sign up</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        Already have an account?{" "}
        <Link to="/login" className="font-medium text-main hover:underline">
          Sign in
        </Link>
      </p>
    </>
  );
}
