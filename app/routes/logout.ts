import type { ActionFunctionArgs } from "@remix-run/node";
import { endUserSession } from "#server/identity/auth";
import { data, shopRoute } from "#server/tenancy/route";

/** Logout is a POST only (a GET link could be triggered by a prefetch). */
export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, ({ request }) => endUserSession(request, "/"));
}

export function loader() {
  throw data({ message: "Sign out with the Logout button in the menu." }, { status: 405, headers: { Allow: "POST" } });
}

/**
 * Never rendered: a refusal (a GET, a cross-site or malformed POST) is thrown to the root's
 * error boundary. Having a component makes those refusals pages instead of bare JSON.
 */
export default function Logout() {
  return null;
}
