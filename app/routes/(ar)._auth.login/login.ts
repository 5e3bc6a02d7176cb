import { parseWithZod } from "@conform-to/zod";
import type { HeadersFunction, ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { LOGIN_ECHOED, loginSchema, notEchoed, RedirectPathSchema } from "~/forms/auth";
import { textsIn } from "~/lib/texts.server";
import { requestToken, startUserSession } from "#server/identity/auth";
import {
  accountKey,
  clearAccountAttempts,
  rateLimitCheck,
  refundAccountAttempt,
  retryAfterHeaders,
} from "#server/platform/rate-limit";
import { data, formFailureStatus, shopRoute } from "#server/tenancy/route";
import { UpstreamError } from "#server/upstream/client";

/** A 429 carries Retry-After. */
export const headers: HeadersFunction = retryAfterHeaders;

/** The page that asked for the sign-in, when it is a same-site path of a sane length (else none). */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, ({ request }) => ({
    redirectTo: RedirectPathSchema.parse(new URL(request.url).searchParams.get("redirectTo")) ?? "",
  }));
}

export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const { INPUT_ALL_DATA, LOGIN_REJECTED, LOGIN_UNAVAILABLE } = textsIn(language);
    const formData = await request.formData();
    const submission = parseWithZod(formData, { schema: loginSchema(language) });
    const reply = (message: string, init: ResponseInit) =>
      data(submission.reply({ formErrors: [message], hideFields: notEchoed(submission.payload, LOGIN_ECHOED) }), init);
    if (submission.status !== "success") return reply(INPUT_ALL_DATA, { status: 400 });
    const { mobile, password, remember, redirectTo } = submission.value;
    // Only refused sign-ins stay counted (per account and client address, and per client address),
    // but each is counted before the password is checked: guesses sent at the same time cannot all
    // pass the limit. Someone else's wrong tries elsewhere do not stop this one.
    const account = accountKey(shop.id, mobile);
    const limited = await rateLimitCheck(request, "login", account);
    if (limited) return reply(limited.message, limited.init);
    try {
      const login = await requestToken(shop.id, { mobile, password }, language);
      await clearAccountAttempts(request, "login", account);
      return await startUserSession(request, { shopId: shop.id, login, remember, redirectTo });
    } catch (error) {
      if (
        error instanceof UpstreamError &&
        (error.kind === "rejected" || error.kind === "unauthorized" || error.kind === "not_found")
      ) {
        return reply(LOGIN_REJECTED, { status: 401 });
      }
      // The upstream is down or slow: say so in the form (not a refused try, the login stays filled in).
      if (error instanceof UpstreamError && (error.kind === "unavailable" || error.kind === "invalid_response")) {
        await refundAccountAttempt(request, "login", account);
        return reply(LOGIN_UNAVAILABLE, { status: formFailureStatus(error) });
      }
      throw error;
    }
  });
}
