import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { z } from "zod";
import { Field, fieldClass, FormMessage, PasswordInput, SubmitButton } from "~/components/AuthForm";
import { LoginFormSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { FORGOT_PASSWORD } from "~/texts";
import { shopMeta } from "~/lib/meta";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./login";

export { action, headers, loader } from "./login";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Login", "Sign in to your account");

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const { redirectTo } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof LoginFormSchema>>({
    lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  const formError = form.errors?.[0] ?? summarizeErrors(form.allErrors);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Login</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id={fields.mobile.id} label="Email or phone">
          <input
            {...getInputProps(fields.mobile, { type: "text" })}
            autoComplete="username"
            maxLength={254}
            className={fieldClass}
          />
        </Field>
        <Field id={fields.password.id} label="Password">
          <PasswordInput
            inputProps={getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </Field>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.remember, { type: "checkbox" })} /> Remember Me
          </label>
          <Link to="/forget-password" className="text-main hover:underline">
            {FORGOT_PASSWORD}
          </Link>
        </div>
        <FormMessage text={formError} />
        <SubmitButton busy={useSubmissionPending()}>Login</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        Don&apos;t have an account?{" "}
        <Link to="/register" className="font-medium text-main hover:underline">
          Sign up
        </Link>
      </p>
    </>
  );
}
