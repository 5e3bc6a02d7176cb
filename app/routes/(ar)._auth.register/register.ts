import { parseWithZod } from "@conform-to/zod";
import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { notEchoed, REGISTER_ECHOED, registerSchema, registrationRefusal } from "~/forms/auth";
import { summarizeErrors } from "~/forms/form-ui";
import { textsIn } from "~/lib/texts.server";
import { registerUser } from "#server/identity/auth";
import { honeypotInputProps, isSpam } from "#server/identity/honeypot";
import { accountKey, rateLimitCheck, retryAfterHeaders } from "#server/platform/rate-limit";
import { data, shopRoute } from "#server/tenancy/route";
import { redirectWithFlash } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";

/** A 429 carries Retry-After. */
export const headers: HeadersFunction = retryAfterHeaders;

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, () => ({ honeypot: honeypotInputProps() }));
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const { FORM_REFUSED, REGISTRATION_SUCCESS } = textsIn(language);
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: registerSchema(language) });
    const fail = (
      message: string | undefined,
      init: ResponseInit = { status: 400 },
      fieldErrors: Record<string, string[]> = {},
    ) =>
      data(
        {
          result: submission.reply({
            formErrors: message ? [message] : [],
            fieldErrors,
            hideFields: notEchoed(submission.payload, REGISTER_ECHOED),
          }),
          registered: false,
        },
        init,
      );
    if (isSpam(formData)) return fail(FORM_REFUSED);
    // Phone and email pass the account form's rules before the upstream is asked. The required
    // text (INPUT_ALL_DATA's pair, summarizeErrors' default) wins in either language.
    if (submission.status !== "success") return fail(summarizeErrors(submission.error));

    const account = submission.value;
    const limited = await rateLimitCheck(request, "register", accountKey(shop.id, account.email));
    if (limited) return fail(limited.message, limited.init);
    try {
      await registerUser(shop.id, account, language);
    } catch (error) {
      if (error instanceof UpstreamError && error.kind === "rejected") {
        const refusal = registrationRefusal(error.body, language);
        return fail(refusal.formError, { status: 400 }, refusal.fieldErrors);
      }
      throw error;
    }
    // The page (with JavaScript) shows the message and goes to /login by itself.
    if (formData.get("js") === "1") return data({ result: submission.reply({ resetForm: true }), registered: true });
    // Without JavaScript: to /login at once, the message carried over as a flash.
    return redirectWithFlash(request, "/login", "success", REGISTRATION_SUCCESS);
  });
}
