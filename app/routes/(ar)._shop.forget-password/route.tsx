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
import { FORGOT_PASSWORD, INPUT_YOUR_EMAIL, RESET_COMPLETED, RETURN_TO_LOGIN } from "~/texts";
import { useSubmissionPending } from "~/forms/pending";
import type { Step, loader, StepIntent, action } from "./forget-password";

export { action, headers, loader } from "./forget-password";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, FORGOT_PASSWORD, "Reset your password");

/**
 * With JavaScript the done step shows for this long, then goes to /login. Without it the
 * shopper goes on with its Continue to Login button: a timed refresh would take the page away
 * before it may have been read (WCAG 2.2.1, which axe checks).
 */
const DONE_DELAY_MS = 2000;

const STEP_LABELS = ["Email", "Code", "New password"] as const;

function Stepper({ step }: { step: Step }) {
  const current = step === "done" ? STEP_LABELS.length : step;
  return (
    <ol className="mb-6 flex gap-2 text-xs font-medium" aria-label="Steps">
      {STEP_LABELS.map((label, index) => (
        <li
          key={label}
          aria-current={index === current ? "step" : undefined}
          className={`flex-1 border-t-4 pt-1 ${index <= current ? "border-main text-main" : "border-ink/20 text-ink/80"}`}
        >
          {index + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

/** One step's form (S: its schema, for the field types): the result of its own last POST. */
function useStepForm<S extends z.ZodTypeAny>(intent: StepIntent, requiredMessage?: string) {
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
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="send" />
      <p className="text-sm text-ink/80">Enter the email of your account and we will send you a code.</p>
      <Field id={fields.email.id} label="Email">
        <input
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
          maxLength={254}
          className={fieldClass}
        />
      </Field>
      <FormMessage text={formError} />
      <Busy>Send code</Busy>
    </Form>
  );
}

function CodeStep({ email }: { email: string | null }) {
  const { form, fields, formError } = useStepForm<typeof ResetCodeSchema>("verify");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="verify" />
      {email ? <p className="text-sm text-ink/80">Enter the code we sent to {email}.</p> : null}
      <Field id={fields.token.id} label="Code">
        <input
          {...getInputProps(fields.token, { type: "text" })}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          className={fieldClass}
        />
      </Field>
      <FormMessage text={formError} />
      <Busy>Verify</Busy>
    </Form>
  );
}

function PasswordStep() {
  const { form, fields, formError } = useStepForm<typeof ResetPasswordSchema>("set");
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value="set" />
      <Field id={fields.password.id} label="New password">
        <PasswordInput inputProps={getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
      </Field>
      <Field id={fields.password2.id} label="Confirm new password">
        <PasswordInput inputProps={getInputProps(fields.password2, { type: "password" })} autoComplete="new-password" />
      </Field>
      <FormMessage text={formError} />
      <Busy>Change password</Busy>
    </Form>
  );
}

function DoneStep() {
  const submit = useSubmit();
  // With JavaScript: on to /login (with 'Change password Successfully.') after a moment.
  useEffect(() => {
    const timer = setTimeout(() => submit({ intent: "finish" }, { method: "post" }), DONE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submit]);
  return (
    <div className="space-y-4">
      <FormMessage kind="success" text={RESET_COMPLETED} />
      <div className="flex gap-3">
        <Form method="post" className="flex-1">
          <button
            type="submit"
            name="intent"
            value="reset"
            className="w-full rounded border border-main py-2 font-semibold text-main hover:bg-main/10"
          >
            Reset
          </button>
        </Form>
        <Form method="post" className="flex-1">
          <button
            type="submit"
            name="intent"
            value="finish"
            className="w-full rounded border border-main bg-main py-2 font-semibold text-white hover:bg-main-deep"
          >
            Continue to Login
          </button>
        </Form>
      </div>
    </div>
  );
}

export default function ForgetPassword() {
  const { step, email } = useLoaderData<typeof loader>();
  // A shop page (header and footer, spec §2), the wizard in a card like the sign-in pages'.
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <div className="rounded-lg border border-ink/10 bg-white p-6 shadow">
        <h1 className="mb-4 text-2xl font-bold text-ink">{FORGOT_PASSWORD}</h1>
        <Stepper step={step} />
        {step === 0 ? <EmailStep /> : null}
        {step === 1 ? <CodeStep email={email} /> : null}
        {step === 2 ? <PasswordStep /> : null}
        {step === "done" ? <DoneStep /> : null}
        <div className="mt-6 flex items-center justify-between text-sm">
          <Link to="/login" className="font-medium text-main hover:underline">
            {RETURN_TO_LOGIN}
          </Link>
          {step === 1 || step === 2 ? (
            <Form method="post">
              <button type="submit" name="intent" value="reset" className="text-ink/80 hover:underline">
                Start over
              </button>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  );
}
