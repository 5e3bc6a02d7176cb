import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { Link } from "~/components/Link";
import { useEffect } from "react";
import type { z } from "zod";
import { Field, fieldClass, FormMessage, PasswordInput, SubmitButton } from "~/components/AuthForm";
import type { ResetCodeSchema, ResetEmailSchema, ResetPasswordSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";
import { useT, type Message } from "~/lib/language";
import { CODE } from "~/messages/CODE";
import { CONFIRM_NEW_PASSWORD } from "~/messages/CONFIRM_NEW_PASSWORD";
import { CONTINUE_TO_LOGIN } from "~/messages/CONTINUE_TO_LOGIN";
import { EMAIL } from "~/messages/EMAIL";
import { FORGOT_PASSWORD } from "~/messages/FORGOT_PASSWORD";
import { INPUT_YOUR_EMAIL } from "~/messages/INPUT_YOUR_EMAIL";
import { NEW_PASSWORD } from "~/messages/NEW_PASSWORD";
import { RESET } from "~/messages/RESET";
import { RESET_COMPLETED } from "~/messages/RESET_COMPLETED";
import { RESET_EMAIL_PROMPT } from "~/messages/RESET_EMAIL_PROMPT";
import { RESET_PASSWORD_DESCRIPTION } from "~/messages/RESET_PASSWORD_DESCRIPTION";
import { RESET_STEPS } from "~/messages/RESET_STEPS";
import { RETURN_TO_LOGIN } from "~/messages/RETURN_TO_LOGIN";
import { SEND_CODE } from "~/messages/SEND_CODE";
import { SET_NEW_PASSWORD } from "~/messages/SET_NEW_PASSWORD";
import { START_OVER } from "~/messages/START_OVER";
import { VERIFY } from "~/messages/VERIFY";
import { codeSentTo } from "~/messages/codeSentTo";
import { useSubmissionPending } from "~/forms/pending";
import type { Step, loader, StepIntent, action } from "./forget-password";

export { action, headers, loader } from "./forget-password";

export const meta: MetaFunction = (args) => shopMeta(args, FORGOT_PASSWORD, RESET_PASSWORD_DESCRIPTION);

/**
 * With JavaScript the done step shows for this long, then goes to /login. Without it the
 * shopper goes on with its Continue to Login button: a timed refresh would take the page away
 * before it may have been read (WCAG 2.2.1, which axe checks).
 */
const DONE_DELAY_MS = 2000;

const STEP_LABELS = [EMAIL, CODE, NEW_PASSWORD] as const;

function Stepper({ step }: { step: Step }) {
  const current = step === "done" ? STEP_LABELS.length : step;
  const t = useT();
  return (
    <ol className="mb-6 flex gap-2 text-xs font-medium" aria-label={t(RESET_STEPS)}>
      {STEP_LABELS.map((label, index) => (
        <li
          key={label.en}
          aria-current={index === current ? "step" : undefined}
          className={`flex-1 border-t-4 pt-1 ${index <= current ? "border-main text-main" : "border-ink/20 text-ink/80"}`}
        >
          {index + 1}. {t(label)}
        </li>
      ))}
    </ol>
  );
}

/** One step's form (S: its schema, for the field types): the result of its own last POST. */
function useStepForm<S extends z.ZodTypeAny>(intent: StepIntent, requiredMessage?: Message<string>) {
  const actionData = useActionData<typeof action>();
  const lastResult: SubmissionResult<string[]> | undefined =
    actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
  const [form, fields] = useForm<z.input<S>>({
    id: `reset-${intent}`,
    lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  return { form, fields, formError: form.errors?.[0] ?? summarizeErrors(form.allErrors, requiredMessage) };
}

function Busy({ children }: { children: React.ReactNode }) {
  return <SubmitButton busy={useSubmissionPending()}>{children}</SubmitButton>;
}

function EmailStep() {
  const { form, fields, formError } = useStepForm<typeof ResetEmailSchema>("send", INPUT_YOUR_EMAIL);
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="send" />
      <p className="text-sm text-ink/80">{t(RESET_EMAIL_PROMPT)}</p>
      <Field id={fields.email.id} label={t(EMAIL)}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          maxLength={254}
          dir="ltr"
          className={fieldClass}
        />
      </Field>
      <FormMessage text={formError} />
      <Busy>{t(SEND_CODE)}</Busy>
    </Form>
  );
}

function CodeStep({ email }: { email: string | null }) {
  const { form, fields, formError } = useStepForm<typeof ResetCodeSchema>("verify");
  const t = useT();
  // The sentence around the email, which sits in it isolated: an address reads left to right in Arabic too.
  const [beforeEmail, afterEmail] = t(codeSentTo)("\u0000").split("\u0000");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="verify" />
      {email ? (
        <p className="text-sm text-ink/80">
          {beforeEmail}
          <bdi>{email}</bdi>
          {afterEmail}
        </p>
      ) : null}
      <Field id={fields.token.id} label={t(CODE)}>
        <input
          {...getInputProps(fields.token, { type: "text" })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          dir="ltr"
          className={fieldClass}
        />
      </Field>
      <FormMessage text={formError} />
      <Busy>{t(VERIFY)}</Busy>
    </Form>
  );
}

function PasswordStep() {
  const { form, fields, formError } = useStepForm<typeof ResetPasswordSchema>("set");
  const t = useT();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="set" />
      <Field id={fields.password.id} label={t(NEW_PASSWORD)}>
        <PasswordInput inputProps={getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Field id={fields.password2.id} label={t(CONFIRM_NEW_PASSWORD)}>
        <PasswordInput inputProps={getInputProps(fields.password2, { type: "password" })} autoComplete="new-password" />
      </Field>
      <FormMessage text={formError} />
      <Busy>{t(SET_NEW_PASSWORD)}</Busy>
    </Form>
  );
}

function DoneStep() {
  const submit = useSubmit();
  const t = useT();
  // With JavaScript: on to /login (with 'Change password Successfully.') after a moment.
  useEffect(() => {
    const timer = setTimeout(() => submit({ intent: "finish" }, { method: "post" }), DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submit]);
  return (
    <div className="space-y-4">
      <FormMessage kind="success" text={t(RESET_COMPLETED)} />
      <div className="flex gap-3">
        <Form method="post" className="flex-1">
          <button
            type="submit"
            name="intent"
            value="reset"
            className="w-full rounded border border-main py-2 font-semibold text-main hover:bg-main/10"
          >
            {t(RESET)}
          </button>
        </Form>
        <Form method="post" className="flex-1">
          <button
            type="submit"
            name="intent"
            value="finish"
            className="w-full rounded border border-main bg-main py-2 font-semibold text-white hover:bg-main-deep"
          >
            {t(CONTINUE_TO_LOGIN)}
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function ForgetPassword() {
  const { step, email } = useLoaderData<typeof loader>();
  const t = useT();
  // A shop page (header and footer, spec §2), the wizard in a card like the sign-in pages'.
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-lg border border-ink/10 bg-white p-6 shadow">
        <h1 className="mb-4 text-2xl font-bold text-ink">{t(FORGOT_PASSWORD)}</h1>
        <Stepper step={step} />
        {step === 0 ? <EmailStep /> : null}
        {step === 1 ? <CodeStep email={email} /> : null}
        {step === 2 ? <PasswordStep /> : null}
        {step === "done" ? <DoneStep /> : null}
        <div className="mt-6 flex items-center justify-between text-sm">
          <Link to="/login" className="font-medium text-main hover:underline">
            {t(RETURN_TO_LOGIN)}
          </Link>
          {step === 1 || step === 2 ? (
            <Form method="post">
              <button type="submit" name="intent" value="reset" className="text-ink/80 hover:underline">
                {t(START_OVER)}
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
