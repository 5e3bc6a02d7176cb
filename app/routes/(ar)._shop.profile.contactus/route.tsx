import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useState } from "react";
import type { z } from "zod";
import { ShopContactDetails } from "~/components/AboutShop";
import { TextField } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { HoneypotFields } from "~/components/HoneypotFields";
import { ContactFormSchema } from "~/forms/account";
import { FORM_BUTTON_CLASS, FormTokenInput } from "~/forms/form-ui";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import { useT } from "~/lib/language";
import { CONTACT_OFF } from "~/messages/CONTACT_OFF";
import { CONTACT_REFUSED } from "~/messages/CONTACT_REFUSED";
import { CONTACT_US } from "~/messages/CONTACT_US";
import { CONTACT_US_DESCRIPTION } from "~/messages/CONTACT_US_DESCRIPTION";
import { EMAIL } from "~/messages/EMAIL";
import { MESSAGE } from "~/messages/MESSAGE";
import { NAME } from "~/messages/NAME";
import { PHONE } from "~/messages/PHONE";
import { SEND_MESSAGE } from "~/messages/SEND_MESSAGE";
import { useSubmissionPending } from "~/forms/pending";
import type { loader, action } from "./contact-us";

export { action, loader } from "./contact-us";

export const meta: MetaFunction = (args) => shopMeta(args, CONTACT_US, CONTACT_US_DESCRIPTION);

/** Spec §9: the message box has 4 rows. */
const MESSAGE_ROWS = 4;

export default function ContactUs() {
  const { contactActive, honeypot, formToken } = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const t = useT();
  const refused = actionData && "refused" in actionData;
  // A new page (the redirect after a sent message) remounts the form and its state, empty; a
  // refused message comes back as action data on a new location too, and keeps what was typed.
  const [formKey, setFormKey] = useState(location.key);
  if (!actionData && formKey !== location.key) setFormKey(location.key);
  return (
    <ProfileSection title={t(CONTACT_US)}>
      {refused ? (
        <p
          role="alert"
          className="max-w-2xl rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          data-testid="contact-refused"
        >
          {t(CONTACT_REFUSED)}
        </p>
      ) : null}
      {/* After a refusal the form stays away even if this page's data is from before the switch-off.
          A sent message redirects here with the flash 'Message sent successfully.'; a new
          new page remounts the form and its state, so with JavaScript too it starts empty again. */}
      {contactActive && !refused ? (
        <ContactForm key={formKey} honeypot={honeypot} formToken={formToken} lastResult={actionData?.result} />
      ) : refused ? null : (
        <p className="max-w-2xl text-ink/80" data-testid="contact-off">
          {t(CONTACT_OFF)}
        </p>
      )}
      <ShopContactDetails shop={shop} testIdPrefix="contact" />
    </ProfileSection>
  );
}

function ContactForm({
  honeypot,
  formToken,
  lastResult,
}: {
  honeypot: HoneypotInputProps;
  formToken: string;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const sending = useSubmissionPending();
  const t = useT();
  const [form, fields] = useForm<z.input<typeof ContactFormSchema>>({
    id: "contact-us",
    lastResult,
    // The action validates (zod stays on the server: docs/decisions/0009-js-budget.md).
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className="max-w-2xl space-y-4">
      <HoneypotFields inputs={honeypot} />
      <FormTokenInput token={formToken} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={fields.name} label={t(NAME)} autoComplete="name" />
        <TextField meta={fields.phone} label={t(PHONE)} type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <TextField meta={fields.email} label={t(EMAIL)} type="email" autoComplete="email" />
      <TextField meta={fields.subject} label={t(MESSAGE)} rows={MESSAGE_ROWS} />
      <FormMessage text={form.errors?.[0]} />
      <button type="submit" disabled={sending} className={FORM_BUTTON_CLASS}>
        {t(SEND_MESSAGE)}
      </button>
    </Form>
  );
}
