import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { z } from "zod";
import { shopMeta } from "~/lib/meta";
import { requestToken, startUserSession } from "../../server/auth.server";
import { shopAction, shopLoader } from "../../server/route.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { INPUT_ALL_DATA, LOGIN_REJECTED, LoginFormSchema } from "~/forms/auth";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Login", "Sign in to your account");

export const loader = shopLoader(() => null);

export const action = shopAction(async ({ request, shop }) => {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: LoginFormSchema });
  if (submission.status !== "success") {
    // Passwords are never sent back into the form.
    return data(submission.reply({ formErrors: [INPUT_ALL_DATA], hideFields: ["password"] }), { status: 400 });
  }
  const { mobile, password, remember, redirectTo } = submission.value;
  try {
    const login = await requestToken(shop.id, { mobile, password });
    return await startUserSession({ shopId: shop.id, login, remember, redirectTo });
  } catch (error) {
    if (error instanceof UpstreamError && (error.kind === "rejected" || error.kind === "unauthorized" || error.kind === "not_found")) {
      return data(submission.reply({ formErrors: [LOGIN_REJECTED], hideFields: ["password"] }), { status: 401 });
    }
    throw error;
  }
});

const inputClass = "mt-1 w-full rounded border px-3 py-2 aria-[invalid=true]:border-red-600 border-ink/20";

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();
  const [form, fields] = useForm<z.input<typeof LoginFormSchema>>({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginFormSchema }),
    shouldValidate: "onSubmit",
  });
  const formError = form.errors?.[0] ?? (Object.keys(form.allErrors).length > 0 ? INPUT_ALL_DATA : undefined);
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold text-ink">Login</h1>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
        <div>
          <label htmlFor={fields.mobile.id} className="block text-sm font-medium">
            Email or phone
          </label>
          <input {...getInputProps(fields.mobile, { type: "text" })} autoComplete="username" className={inputClass} />
        </div>
        <div>
          <label htmlFor={fields.password.id} className="block text-sm font-medium">
            Password
          </label>
          <div className="relative">
            <input {...getInputProps(fields.password, { type: showPassword ? "text" : "password" })} autoComplete="current-password" className={inputClass} />
            {/* The toggle needs JavaScript, so it appears only once the page is hydrated. */}
            {hydrated ? (
              <button
                type="button"
                onClick={() => setShowPassword((v) => !v)}
                className="absolute right-2 top-1/2 -translate-y-1/2 text-sm text-main"
                aria-pressed={showPassword}
              >
                {showPassword ? "Hide" : "Show"}
              </button>
            ) : null}
          </div>
        </div>
        <div className="flex items-center justify-between text-sm">
          <label className="flex items-center gap-2">
            <input {...getInputProps(fields.remember, { type: "checkbox" })} /> Remember Me
          </label>
          <Link to="/forget-password" className="text-main hover:underline">
            Forgot your password
          </Link>
        </div>
        {formError ? (
          <p role="alert" className="text-sm font-medium text-red-600" data-testid="form-error">
            {formError}
          </p>
        ) : null}
        <button type="submit" className="w-full rounded bg-main py-2 font-semibold text-white hover:bg-main/90">
          Login
        </button>
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
