import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "#server/identity/auth";
import { safeRedirectPath } from "#server/platform/security";
import { toProductCard } from "#server/catalog/catalog";
import { data, shopRoute } from "#server/tenancy/route";
import { getSession, redirectWithFlash, signedInUser } from "#server/identity/session";
import { UpstreamError } from "#server/upstream/client";
import { loadWishlist, toggleWishlist } from "#server/cart/wishlist";
import type { WishlistAnswer } from "~/lib/shop-visitor";
import { textsIn } from "~/lib/texts.server";
import { ToggleSchema } from "./toggle-form";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const user = await requireUser(request, shop.id);
    const { products } = await loadWishlist(shop.id, user);
    return { products: products.map((product) => toProductCard(product, shop.currency, language)) };
  });
}

/**
 * The heart's form (intent=toggle-wishlist, productId, redirectTo) from any page: a plain POST
 * is answered with a 303 back and a flash; a fetcher (hidden `fetcher=1`) gets `{ok, message}`
 * and the loaders' revalidation refreshes the hearts and the badge. Guests go to /login and
 * come back afterwards.
 */
export async function action(args: ActionFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const texts = textsIn(language);
    const formData = await request.formData();
    const back = safeRedirectPath(formData.get("redirectTo"), "/wishlist");
    const session = await getSession(request);
    const user = signedInUser(session, shop.id);
    if (!user) {
      return redirectWithFlash(
        session,
        `/login?${new URLSearchParams({ redirectTo: back })}`,
        "error",
        texts.WISHLIST_LOGIN_FIRST,
      );
    }

    let answer: WishlistAnswer;
    const parsed = ToggleSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) {
      answer = { ok: false, message: texts.WISHLIST_FAILED };
    } else {
      try {
        await toggleWishlist(shop.id, user, parsed.data.productId);
        answer = { ok: true, message: texts.WISHLIST_CHANGED };
      } catch (error) {
        // An expired sign-in still leads to /login (shopRoute); anything else reverts the heart.
        if (!(error instanceof UpstreamError) || error.kind === "unauthorized") throw error;
        answer = { ok: false, message: texts.WISHLIST_FAILED };
      }
    }

    if (formData.get("fetcher") === "1") return data(answer, { status: answer.ok ? 200 : 400 });
    return redirectWithFlash(session, back, answer.ok ? "success" : "error", answer.message);
  });
}
