import { endUserSession } from "../../server/auth.server";
import { shopAction } from "../../server/route.server";

/** Logout is a POST only (a GET link could be triggered by a prefetch). */
export const action = /* @__PURE__ */ shopAction(({ request }) => endUserSession(request, "/"));

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
