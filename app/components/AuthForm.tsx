import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { useT } from "~/lib/language";
import { HIDE } from "~/messages/HIDE";
import { HIDE_PASSWORD } from "~/messages/HIDE_PASSWORD";
import { SHOW } from "~/messages/SHOW";
import { SHOW_PASSWORD } from "~/messages/SHOW_PASSWORD";

/** Building blocks of the sign-in, sign-up and password-reset forms. */

/** An empty or refused field gets a red border through conform's aria-invalid. */
export const fieldClass = "mt-1 w-full rounded border border-ink/20 px-3 py-2 aria-[invalid=true]:border-red-600";

export function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

/** The form's one message: red for an error, green for a success. */
export function FormMessage({ text, kind = "error" }: { text: string | undefined | null; kind?: "error" | "success" }) {
  if (!text) return null;
  return kind === "error" ? (
    <p role="alert" className="text-sm font-medium text-red-700" data-testid="form-error">
      {text}
    </p>
  ) : (
    <p
      role="status"
      className="rounded border-s-4 border-green-600 bg-green-50 px-3 py-2 text-sm font-medium text-green-900"
      data-testid="form-success"
    >
      {text}
    </p>
  );
}

/**
 * A password input with a show/hide toggle. The toggle needs JavaScript, so it appears only
 * once the page is hydrated; `inputProps` come from conform's getInputProps (type is ours).
 */
export function PasswordInput({
  inputProps,
  autoComplete,
}: {
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  autoComplete: string;
}) {
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const t = useT();
  return (
    <div className="relative">
      <input
        {...inputProps}
        type={visible ? "text" : "password"}
        autoComplete={autoComplete}
        className={`${fieldClass} pe-16`}
      />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute end-2 top-1/2 -translate-y-1/2 text-sm text-main"
          aria-pressed={visible}
          aria-label={t(visible ? HIDE_PASSWORD : SHOW_PASSWORD)}
        >
          {t(visible ? HIDE : SHOW)}
        </button>
      ) : null}
    </div>
  );
}

export function SubmitButton({ children, busy = false }: { children: React.ReactNode; busy?: boolean }) {
  return (
    <button
      type="submit"
      disabled={busy}
      className="w-full rounded bg-main py-2 font-semibold text-white enabled:hover:bg-main-deep disabled:cursor-wait disabled:opacity-70"
    >
      {children}
    </button>
  );
}
