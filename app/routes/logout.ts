import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { endUserSession } from "#server/identity/auth";
import { data, inRememberedLanguage, shopRoute } from "#server/tenancy/route";
import { textsIn } from "~/lib/texts.server";

/**
 * Logout is a POST only (a GET link could be triggered by a prefetch). /logout has no Arabic
 * path of its own: it answers in the language the shopper last read the shop in (the `lang`
 * cookie), so signing out of an Arabic page lands on the Arabic home (`/ar`).
 */
export async function action(args: ActionFunctionArgs) {
  return shopRoute(inRememberedLanguage(args), ({ request }) => endUserSession(request, "/"));
}

export function loader(args: LoaderFunctionArgs) {
  const { language } = inRememberedLanguage(args).context;
  throw data({ message: textsIn(language).SIGN_OUT_BY_POST }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * Never rendered: a refusal (a GET, a cross-site or malformed POST) is thrown to the root's
 * error boundary. Having a component makes those refusals pages instead of bare JSON.
 */
export default function Logout() {
  return null;
}
