import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { shopRoute } from "#server/tenancy/route";

/** Guests are sent to /login and brought back here after signing in. */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    return null;
  });
}
