import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/Link";
import { useEffect, useMemo } from "react";
import type { CspHandle } from "#server/platform/security";
import { fieldClass } from "~/components/AuthForm";
import { shopMeta } from "~/lib/meta";
import { useNonce as useNonceOnServer } from "../../nonce.server";
import { useT } from "~/lib/language";
import { AMOUNT } from "~/messages/AMOUNT";
import { BACK_ARROW } from "~/messages/BACK_ARROW";
import { BACK_TO_CHECKOUT } from "~/messages/BACK_TO_CHECKOUT";
import { CARDS_ACCEPTED } from "~/messages/CARDS_ACCEPTED";
import { CARD_CVC } from "~/messages/CARD_CVC";
import { CARD_DATA_NOTE } from "~/messages/CARD_DATA_NOTE";
import { CARD_FORM_FAILED } from "~/messages/CARD_FORM_FAILED";
import { CARD_MONTH } from "~/messages/CARD_MONTH";
import { CARD_NUMBER } from "~/messages/CARD_NUMBER";
import { CARD_PAYMENT } from "~/messages/CARD_PAYMENT";
import { CARD_YEAR } from "~/messages/CARD_YEAR";
import { NAME_ON_CARD } from "~/messages/NAME_ON_CARD";
import { PAY } from "~/messages/PAY";
import { PAY_BY_CARD } from "~/messages/PAY_BY_CARD";
import type { loader } from "./moyasar";

export { loader } from "./moyasar";

/** This response's CSP nonce on the server; none in the browser (app/nonce.server.tsx). */
const useNonce = useNonceOnServer ?? (() => undefined);

export const meta: MetaFunction = (args) => [
  ...shopMeta(args, CARD_PAYMENT, PAY_BY_CARD),
  { name: "robots", content: "noindex" },
];

/** The card provider's script and its form's endpoint are allowed on this page only. */
export const handle: CspHandle = { csp: ["card-provider"] };

/** Spec §9: card payments only, on these networks. */
const SUPPORTED_NETWORKS = ["visa", "mastercard", "mada"];

const CARD_FORM_ID = "card-provider-form";

const CARD_FORM_FAILED_ID = "card-provider-unavailable";

/** JSON inside an inline script: "<" escaped so no text can close the script element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const EXPIRY_AND_CVC = [
  { id: "card-month", name: "source[month]", label: CARD_MONTH, autoComplete: "cc-exp-month", placeholder: "MM" },
  { id: "card-year", name: "source[year]", label: CARD_YEAR, autoComplete: "cc-exp-year", placeholder: "YY" },
  { id: "card-cvc", name: "source[cvc]", label: CARD_CVC, autoComplete: "cc-csc", placeholder: undefined },
];

/** Without JavaScript: the same form as plain HTML, posted straight to the provider. */
function PlainCardForm({ paymentsUrl, fields }: { paymentsUrl: string; fields: Record<string, string> }) {
  const t = useT();
  return (
    <form method="post" action={paymentsUrl} className="space-y-3">
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name="source[type]" value="creditcard" />
      <div>
        <label htmlFor="card-name" className="block text-sm font-medium">
          {t(NAME_ON_CARD)}
        </label>
        <input id="card-name" name="source[name]" autoComplete="cc-name" required dir="ltr" className={fieldClass} />
      </div>
      <div>
        <label htmlFor="card-number" className="block text-sm font-medium">
          {t(CARD_NUMBER)}
        </label>
        <input
          id="card-number"
          name="source[number]"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          dir="ltr"
          className={fieldClass}
        />
      </div>
      <div className="grid grid-cols-3 gap-3">
        {EXPIRY_AND_CVC.map((field) => (
          <div key={field.id}>
            <label htmlFor={field.id} className="block text-sm font-medium">
              {t(field.label)}
            </label>
            <input
              id={field.id}
              name={field.name}
              inputMode="numeric"
              autoComplete={field.autoComplete}
              placeholder={field.placeholder}
              required
              dir="ltr"
              className={fieldClass}
            />
          </div>
        ))}
      </div>
      <button type="submit" className="w-full rounded bg-main px-5 py-3 font-semibold text-white hover:bg-main-deep">
        {t(PAY)}
      </button>
    </form>
  );
}

export default function CardPaymentPage() {
  const { amountLabel, provider } = useLoaderData<typeof loader>();
  const nonce = useNonce();
  const t = useT();
  const init = useMemo(
    () => ({
      element: `#${CARD_FORM_ID}`,
      amount: Number(provider.fields.amount),
      currency: provider.fields.currency,
      description: provider.fields.description,
      publishable_api_key: provider.fields.publishable_api_key,
      callback_url: provider.fields.callback_url,
      // The provider's form in the shopper's language (Moyasar's `language`: "en" or "ar").
      language: provider.fields.language,
      methods: ["creditcard"],
      supported_networks: SUPPORTED_NETWORKS,
    }),
    [provider],
  );
  // Reached by a client-side navigation (the back button): the inline scripts below did not
  // run. Draw the form with the provider's script if this document has it, else load the
  // page as a document (its own CSP and scripts).
  useEffect(() => {
    const container = document.getElementById(CARD_FORM_ID);
    const failed = document.getElementById(CARD_FORM_FAILED_ID);
    if (!container || container.childElementCount > 0 || (failed && !failed.hidden)) return;
    const provider = (window as unknown as { Moyasar?: { init(config: unknown): void } }).Moyasar;
    if (provider) provider.init(init);
    else window.location.reload();
  }, [init]);
  return (
    <section className="mx-auto max-w-lg px-4 py-8">
      <Link to="/check-out" className="text-sm font-medium text-main hover:underline">
        {t(BACK_ARROW)} {t(BACK_TO_CHECKOUT)}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-ink">{t(CARD_PAYMENT)}</h1>
      <p className="mt-2 text-lg">
        {t(AMOUNT)}{" "}
        <strong data-testid="card-amount">
          <bdi>{amountLabel}</bdi>
        </strong>
      </p>
      <p className="mt-1 text-sm text-ink/80">{t(CARDS_ACCEPTED)}</p>
      <p className="mt-1 text-sm text-ink/80" data-testid="card-data-note">
        {t(CARD_DATA_NOTE)}
      </p>
      <div className="mt-6 rounded-lg border border-ink/15 p-4">
        {/* Filled by the provider's script; React leaves its content alone. */}
        <div
          id={CARD_FORM_ID}
          // The provider's form brings its own markup: give its fields our look.
          className="space-y-3 [&_button]:mt-2 [&_button]:w-full [&_button]:rounded [&_button]:bg-main [&_button]:px-5 [&_button]:py-3 [&_button]:font-semibold [&_button]:text-white [&_input]:mt-1 [&_input]:w-full [&_input]:rounded [&_input]:border [&_input]:border-ink/20 [&_input]:px-3 [&_input]:py-2 [&_label]:mt-3 [&_label]:block [&_label]:text-sm [&_label]:font-medium"
          dangerouslySetInnerHTML={{ __html: "" }}
          suppressHydrationWarning
        />
        <p id={CARD_FORM_FAILED_ID} hidden role="alert" className="text-red-700" suppressHydrationWarning>
          {t(CARD_FORM_FAILED)}
        </p>
        <noscript>
          <PlainCardForm paymentsUrl={provider.paymentsUrl} fields={provider.fields} />
        </noscript>
      </div>
      {/* The page is always loaded as a document (see the pay action), so these run in order. */}
      <script src={provider.scriptUrl} nonce={nonce} suppressHydrationWarning />
      <script
        nonce={nonce}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{
          __html: `if (window.Moyasar) window.Moyasar.init(${scriptJson(init)}); else document.getElementById(${scriptJson(CARD_FORM_FAILED_ID)}).hidden = false;`,
        }}
      />
    </section>
  );
}
