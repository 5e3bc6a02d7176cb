import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, shopRoute } from "#server/tenancy/route";
import { statusHeaders } from "#server/platform/security";
import { commitSession, getSession } from "#server/identity/session";
import type { Flash } from "~/components/FlashMessage";

/** The flash carried over a redirect ('Registration Successful', 'Change password Successfully.' …). */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request }) => {
    const session = await getSession(request);
    const flash: Flash | null = session.get("flash") ?? null;
    // Reading a flash consumes it: the cookie must be written back.
    return data({ flash }, flash ? { headers: { "Set-Cookie": await commitSession(session) } } : undefined);
  });
}

/** Retry-After and Allow of a response thrown by a sign-in page reach the document. */
export const headers = statusHeaders;
