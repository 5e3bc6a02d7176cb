import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { HeadersFunction, MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useSubmit } from "@remix-run/react";
import { Link } from "#link";
import { useEffect } from "react";
import type { z } from "zod";
import { Field, fieldClass, FormMessage, PasswordInput, SubmitButton } from "~/components/AuthForm";
import { ResetCodeSchema, ResetEmailSchema, ResetPasswordSchema } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { shopMeta } from "~/lib/meta";
import {
  CODE_INCORRECT,
  FORGOT_PASSWORD,
  INPUT_YOUR_EMAIL,
  PASSWORD_RESET_DONE,
  RESET_COMPLETED,
  RESET_EMAIL_SENT,
  RETURN_TO_LOGIN,
  USER_NOT_FOUND,
} from "~/texts";
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
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, FORGOT_PASSWORD, "Reset your password");

/** A 429 carries Retry-After. */
export const headers: HeadersFunction = retryAfterHeaders;

/**
 * The three-step password reset: 0 email, 1 one-time code, 2 new password, then done.
 * Where the shopper is lives in the session (server side): a step can only be reached by
 * passing the one before it, whatever the page sends. Every step is a plain POST.
 */

/** The wizard lasts as long as the code it sent (10 minutes at the upstream). */
const RESET_STATE_TTL_MS = 10 * 60 * 1000;
/**
 * With JavaScript the done step shows for this long, then goes to /login. Without it the
 * shopper goes on with its Continue to Login button: a timed refresh would take the page away
 * before it may have been read (WCAG 2.2.1, which axe checks).
 */
const DONE_DELAY_MS = 2000;

type Step = 0 | 1 | 2 | "done";

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

const STEP_SCHEMAS = { send: ResetEmailSchema, verify: ResetCodeSchema, set: ResetPasswordSchema } as const;
type StepIntent = keyof typeof STEP_SCHEMAS;

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

/** After the done step: on to /login with 'Change password Successfully.', in a session with
 * nothing of the old one (after a reset every token of the user is revoked). */
async function finish() {
  return moveTo(await freshSession(), null, { to: "/login", flash: PASSWORD_RESET_DONE });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const formData = await request.formData();
    const intent = String(formData.get("intent") ?? "");
    const session = await getSession(request);
    const state = wizardState(session, shop.id);

    if (intent === "reset") return moveTo(session, null);
    if (intent === "finish") {
      return state?.step === "done" ? finish() : moveTo(session, state);
    }
    if (!Object.hasOwn(STEP_SCHEMAS, intent)) return moveTo(session, state);
    const stepIntent = intent as StepIntent;
    // Only the current step may be answered; anything else shows the current step again.
    const expected: Record<StepIntent, Step> = { send: 0, verify: 1, set: 2 };
    if (expected[stepIntent] !== (state?.step ?? 0)) return moveTo(session, state);

    const submission = parseWithZod(formData, { schema: STEP_SCHEMAS[stepIntent] });
    const fail = (message: string | undefined, init: ResponseInit = { status: 400 }) =>
      data(
        {
          intent: stepIntent,
          result: submission.reply({ formErrors: message ? [message] : [], hideFields: ["password", "password2"] }),
        },
        init,
      );
    if (submission.status !== "success") {
      return fail(summarizeErrors(submission.error, stepIntent === "send" ? INPUT_YOUR_EMAIL : undefined));
    }
    const value = submission.value;
    const email = value.intent === "send" ? value.email.toLowerCase() : state!.email;
    const limited = await rateLimitCheck(request, "password-reset", accountKey(shop.id, email));
    if (limited) return fail(limited.message, limited.init);

    try {
      if (value.intent === "send") {
        await sendPasswordResetCode(shop.id, email);
        return moveTo(session, { shopId: shop.id, step: 1, email, startedAt: Date.now() }, { flash: RESET_EMAIL_SENT });
      }
      if (value.intent === "verify") {
        if (!(await verifyPasswordResetCode(shop.id, email, value.token))) return fail(CODE_INCORRECT);
        return moveTo(session, { ...state!, step: 2, code: value.token });
      }
      await setPasswordWithCode(shop.id, {
        email,
        code: state!.code ?? "",
        password: value.password,
        password2: value.password2,
      });
      // 'All steps completed' with its Reset button first, with JavaScript or without.
      return moveTo(await freshSession(), { shopId: shop.id, step: "done", email: "", startedAt: Date.now() });
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      if (value.intent === "send" && error.kind === "not_found") return fail(USER_NOT_FOUND);
      if (value.intent === "send" && error.kind === "rejected") return fail(error.detail ?? USER_NOT_FOUND);
      if (value.intent === "verify" && error.kind === "rejected") return fail(CODE_INCORRECT);
      if (value.intent === "set" && error.kind === "rejected") {
        const passwordMessages = error.body?.password;
        // A dead code ({token: …}) or the upstream's own password message.
        if (error.body?.token) return fail(CODE_INCORRECT);
        return fail(
          Array.isArray(passwordMessages) && typeof passwordMessages[0] === "string"
            ? passwordMessages[0]
            : error.detail,
        );
      }
      throw error;
    }
  });
}

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
