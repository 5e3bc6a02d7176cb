import type { ActionFunctionArgs } from "@remix-run/node";
import { endUserSession } from "../../server/auth.server";
import { shopRoute } from "../../server/route.server";

/** Logout is a POST only (a GET link could be triggered by a prefetch). */
export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, ({ request }) => endUserSession(request, "/"));
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
