import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { MetaFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { HoneypotInputProps } from "remix-utils/honeypot/server";
import { useState } from "react";
import type { z } from "zod";
import { sendContactMessage } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { FORM_REFUSED, honeypotInputProps, isSpam } from "#server/identity/honeypot";
import { accountKey, rateLimitCheck } from "#server/platform/rate-limit";
import { data, formFailureStatus, shopRoute } from "#server/tenancy/route";
import { created, newFormToken, submitOnce } from "#server/identity/form-once";
import { loadShopServices } from "#server/tenancy/tracking";
import { UpstreamError } from "#server/upstream/client";
import { ShopContactDetails } from "~/components/AboutShop";
import { TextField } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { HoneypotFields } from "~/components/HoneypotFields";
import { ContactFormSchema } from "~/forms/account";
import { FORM_BUTTON_CLASS, FORM_TOKEN_FIELD, FormTokenInput } from "~/forms/form-ui";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import { MESSAGE_SENT, SEND_FAILED } from "~/texts";
import type { loader as rootLoader } from "~/root";
import { useSubmissionPending } from "~/forms/pending";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Contact Us", "Send the shop a message");

/** The tracking API has the contact service off (spec §7): no form, the shop's email and phone instead. */
const CONTACT_OFF =
  "Messages through this form are switched off for now. You can still reach the shop by email or phone.";
const MESSAGE_REFUSED =
  "Your message was not sent: this shop is not taking messages through the contact form right now. Please email or call the shop instead.";
/** Spec §9: the message box has 4 rows. */
const MESSAGE_ROWS = 4;

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    const services = await loadShopServices(shop.id);
    return { contactActive: services.contact, honeypot: honeypotInputProps(), formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    const user = await requireUser(request, shop.id);
    // A form opened before the switch-off (or any hand-made POST) is refused, whatever it holds.
    if (!(await loadShopServices(shop.id)).contact) return data({ result: null, refused: true }, { status: 403 });
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: ContactFormSchema });
    if (isSpam(formData)) return data({ result: submission.reply({ formErrors: [FORM_REFUSED] }) }, { status: 400 });
    if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
    const message = submission.value;
    // Once per rendered form: the same form sent twice (a double click without JavaScript) sends
    // one message, and the second answer is the first's (server/identity/form-once.ts).
    const once = {
      token: formData.get(FORM_TOKEN_FIELD),
      owner: { shopId: shop.id, userId: user.userId, form: "contact" as const },
      contents: message,
    };
    return submitOnce(request, once, async () => {
      // Only messages that would reach the shop count: 5 a minute per shopper (and per client behind a proxy).
      // Over the limit: a 429 whose message shows in the form.
      const limited = await rateLimitCheck(request, "contact", accountKey(shop.id, `user:${user.userId}`));
      if (limited) return data({ result: submission.reply({ formErrors: [limited.message] }) }, limited.init);
      try {
        await sendContactMessage(shop.id, message);
      } catch (error) {
        if (error instanceof UpstreamError && error.kind !== "unauthorized") {
          return data(
            { result: submission.reply({ formErrors: [SEND_FAILED] }) },
            { status: formFailureStatus(error) },
          );
        }
        throw error;
      }
      // Post/redirect/get: a reload shows the page again instead of sending the message twice.
      return created("/profile/contactus", MESSAGE_SENT);
    });
  });
}

export default function ContactUs() {
  const { contactActive, honeypot, formToken } = useLoaderData<typeof loader>();
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const refused = actionData && "refused" in actionData;
  // A new page (the redirect after a sent message) remounts the form and its state, empty; a
  // refused message comes back as action data on a new location too, and keeps what was typed.
  const [formKey, setFormKey] = useState(location.key);
  if (!actionData && formKey !== location.key) setFormKey(location.key);
  return (
    <ProfileSection title="Contact Us">
      {refused ? (
        <p
          role="alert"
          className="max-w-2xl rounded border border-red-300 bg-red-50 px-4 py-3 text-red-800"
          data-testid="contact-refused"
        >
          {MESSAGE_REFUSED}
        </p>
      ) : null}
      {/* After a refusal the form stays away even if this page's data is from before the switch-off.
          A sent message redirects here with the flash 'Message sent successfully.'; a new
          new page remounts the form and its state, so with JavaScript too it starts empty again. */}
      {contactActive && !refused ? (
        <ContactForm key={formKey} honeypot={honeypot} formToken={formToken} lastResult={actionData?.result} />
      ) : refused ? null : (
        <p className="max-w-2xl text-ink/80" data-testid="contact-off">
          {CONTACT_OFF}
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
        <TextField meta={fields.name} label="Name" autoComplete="name" />
        <TextField meta={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
      </div>
      <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
      <TextField meta={fields.subject} label="Message" rows={MESSAGE_ROWS} />
      <FormMessage text={form.errors?.[0]} />
      <button type="submit" disabled={sending} className={FORM_BUTTON_CLASS}>
        Send Message
      </button>
    </Form>
  );
}
