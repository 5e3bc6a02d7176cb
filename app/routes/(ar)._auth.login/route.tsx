import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import type { z } from "zod";
import { Field, fieldClass, FormMessage, PasswordInput, SubmitButton } from "~/components/AuthForm";
import { LoginFormSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { useT } from "~/lib/language";
import { LOGIN } from "~/messages/_frame";
import { EMAIL_OR_PHONE } from "~/messages/EMAIL_OR_PHONE";
import { FORGOT_PASSWORD } from "~/messages/FORGOT_PASSWORD";
import { LOGIN_DESCRIPTION } from "~/messages/LOGIN_DESCRIPTION";
import { NO_ACCOUNT_YET } from "~/messages/NO_ACCOUNT_YET";
import { PASSWORD } from "~/messages/PASSWORD";
import { REMEMBER_ME } from "~/messages/REMEMBER_ME";
import { SIGN_UP } from "~/messages/SIGN_UP";
import { shopMeta } from "~/lib/meta";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./login";

export { action, headers, loader } from "./login";

export const meta: MetaFunction = (args) => shopMeta(args, LOGIN, LOGIN_DESCRIPTION);

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const { redirectTo } = useLoaderData<typeof loader>();
  const [form, fields] = useForm<z.input<typeof LoginFormSchema>>({
    lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  const formError = form.errors?.[0] ?? summarizeErrors(form.allErrors);
  const t = useT();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">{t(LOGIN)}</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <Field id={fields.mobile.id} label={t(EMAIL_OR_PHONE)}>
          <input
            {...getInputProps(fields.mobile, { type: "text" })}
            autoComplete="username"
            maxLength={254}
            dir="ltr"
            className={fieldClass}
          />
        </Field>
        <Field id={fields.password.id} label={t(PASSWORD)}>
          <PasswordInput
            inputProps={getInputProps(fields.password, { type: "password" })}
            autoComplete="current-password"
          />
        </Field>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.remember, { type: "checkbox" })} />
            {` ${t(REMEMBER_ME)}`}
          </label>
          <Link to="/forget-password" className="text-main hover:underline">
            {t(FORGOT_PASSWORD)}
          </Link>
        </div>
        <FormMessage text={formError} />
        <SubmitButton busy={useSubmissionPending()}>{t(LOGIN)}</SubmitButton>
      </Form>
      <p className="mt-6 text-center text-sm">
        {t(NO_ACCOUNT_YET)}{" "}
        <Link to="/register" className="font-medium text-main hover:underline">
          {t(SIGN_UP)}
        </Link>
      </p>
    </>
  );
}
