/** The bench's signed-in shoppers (issue 37): signed in through the login form, some with a cart line. Part of scripts/bench.ts. */
import { mergedCookies } from "../load.ts";

/** `cookie` after adding a line of `productId` to the cart with a plain form. */
export async function withCartLine(base: string, cookie: string, productId: number): Promise<string> {
  const response = await fetch(`${base}/cart`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: new URL(base).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "add", productId: String(productId), redirectTo: "/" }),
    redirect: "manual",
  });
  if (response.status !== 303) throw new Error(`bench cart add failed: ${response.status}`);
  const added = mergedCookies(cookie, response.headers.getSetCookie());
  // The view after the add reads its flash message, as a browser's would, once.
  return mergedCookies(added, (await fetch(`${base}/`, { headers: { Cookie: added } })).headers.getSetCookie());
}

/**
 * The Cookie header of the demo buyer signed in through the login form (issue 37: the views of a
 * shopper with a session are the cached shell stitched with their own fragments).
 */
export async function signedInCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    headers: { Origin: new URL(base).origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ mobile: "buyer@example.com", password: "Password1", redirectTo: "/" }),
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
  if (response.status !== 303 || cookies.length === 0) throw new Error(`bench sign-in failed: ${response.status}`);
  return cookies.join("; ");
}
