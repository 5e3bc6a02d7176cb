import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { sendContactMessage } from "../../server/account.server";
import { requireUser } from "../../server/auth.server";
import { FORM_REFUSED, honeypotInputProps, isSpam } from "../../server/honeypot.server";
import { accountKey, rateLimitCheck } from "../../server/rate-limit.server";
import { shopAction, shopLoader } from "../../server/route.server";
import { redirectWithFlash } from "../../server/session.server";
import { UpstreamError } from "../../server/upstream/client.server";
import { TextField } from "~/components/AddressForm";
import { FormMessage } from "~/components/AuthForm";
import { HoneypotFields } from "~/components/HoneypotFields";
import { ContactFormSchema } from "~/forms/account";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Contact Us", "Send the shop a message");

const MESSAGE_SENT = "Message sent successfully.";
const SEND_FAILED = "Failed to send message, try again.";
/** Spec §9: the message box has 4 rows. */
const MESSAGE_ROWS = 4;

export const loader = /* @__PURE__ */ shopLoader(async ({ request, shop }) => {
  await requireUser(request, shop.id);
  return { honeypot: honeypotInputProps() };
});

export const action = /* @__PURE__ */ shopAction(async ({ request, shop }) => {
  const user = await requireUser(request, shop.id);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ContactFormSchema });
  if (isSpam(formData)) return data({ result: submission.reply({ formErrors: [FORM_REFUSED] }), sent: false }, { status: 400 });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: false }, { status: 400 });
  // Only messages that would reach the shop count: 5 a minute per shopper (and per client behind a proxy).
  // Over the limit: a 429 whose message shows in the form.
  const limited = await rateLimitCheck(request, "contact", accountKey(shop.id, `user:${user.userId}`));
  if (limited) return data({ result: submission.reply({ formErrors: [limited.message] }), sent: false }, limited.init);
  try {
    await sendContactMessage(shop.id, submission.value);
  } catch (error) {
    if (error instanceof UpstreamError && error.kind !== "unauthorized") {
      return data(
        {
          result: submission.reply({ formErrors: [SEND_FAILED] }),
          sent: false,
        },
        { status: error.kind === "rejected" ? 400 : 503 },
      );
    }
    throw error;
  }
  // Post/redirect/get: a reload shows the page again instead of sending the message twice.
  return redirectWithFlash(request, "/profile/contactus", "success", MESSAGE_SENT);
});

export default function ContactUs() {
  const { honeypot } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const [form, fields] = useForm<z.input<typeof ContactFormSchema>>({
    id: "contact-us",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ContactFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <ProfileSection title="Contact Us">
      {/* A sent message redirects here with the flash 'Message sent successfully.'; a new
          location remounts the form, so with JavaScript too it starts empty again. */}
      <Form key={location.key} method="post" {...getFormProps(form)} className="max-w-2xl space-y-4">
        <HoneypotFields inputs={honeypot} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label="Name" autoComplete="name" />
          <TextField meta={fields.phone} label="Phone" type="tel" inputMode="tel" autoComplete="tel" />
        </div>
        <TextField meta={fields.email} label="Email" type="email" autoComplete="email" />
        <TextField meta={fields.subject} label="Message" rows={MESSAGE_ROWS} />
        <FormMessage text={form.errors?.[0]} />
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="rounded bg-main px-6 py-2 font-semibold text-white hover:bg-main/90 disabled:opacity-60"
        >
          Send Message
        </button>
      </Form>
    </ProfileSection>
  );
}
