import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, shopRoute } from "#server/tenancy/route";
import { statusHeaders } from "#server/platform/security";
import { loadNavSections } from "#server/tenancy/shop";
import { loadVisitor } from "~/lib/visitor.server";

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop, language }) => {
    const [sections, { visitor, flash, setCookie }] = await Promise.all([
      loadNavSections(shop.id, language),
      loadVisitor(request, shop.id, { stitched: false }),
    ]);
    // Reading a flash consumes it: the cookie must be written back.
    return data({ sections, visitor, flash }, setCookie ? { headers: { "Set-Cookie": setCookie } } : undefined);
  });
}

/** Retry-After and Allow of a response thrown by a shop page reach the document. */
export const headers = statusHeaders;
