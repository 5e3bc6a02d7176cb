import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { sendContactMessage } from "#server/account/account";
import { requireUser } from "#server/identity/auth";
import { honeypotInputProps, isSpam } from "#server/identity/honeypot";
import { accountKey, rateLimitCheck } from "#server/platform/rate-limit";
import { data, formFailureStatus, shopRoute } from "#server/tenancy/route";
import { created, newFormToken, submitOnce } from "#server/identity/form-once";
import { loadShopServices } from "#server/tenancy/tracking";
import { UpstreamError } from "#server/upstream/client";
import { contactFormSchema } from "~/forms/account";
import { FORM_TOKEN_FIELD } from "~/forms/form-ui";
import { textsIn } from "~/lib/texts.server";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    const services = await loadShopServices(shop.id);
    return { contactActive: services.contact, honeypot: honeypotInputProps(), formToken: newFormToken() };
  });
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const { FORM_REFUSED, MESSAGE_SENT, SEND_FAILED } = textsIn(language);
    const user = await requireUser(request, shop.id);
    // A form opened before the switch-off (or any hand-made POST) is refused, whatever it holds.
    if (!(await loadShopServices(shop.id)).contact) return data({ result: null, refused: true }, { status: 403 });
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: contactFormSchema(language) });
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
        await sendContactMessage(shop.id, message, language);
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
