import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { notFound, shopRoute } from "#server/tenancy/route";
import { loadPolicies } from "#server/tenancy/shop";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Description");

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

/**
 * The shop's description policy; a shop that wrote none (it is optional) shows its own
 * description from its details instead, so the footer's Description link never leads to a 404.
 */
export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop }) => {
    const policy = (await loadPolicies(shop.id)).find((section) => section.key === "description");
    if (policy) return { html: policy.html, text: null };
    if (!shop.description) notFound();
    return { html: null, text: shop.description };
  });
}

export default function Description() {
  const { html, text } = useLoaderData<typeof loader>();
  return (
    <InfoPage title="Description">
      {html !== null ? (
        <RichText html={html} testId="policy-description" under={1} />
      ) : (
        <p data-testid="policy-description">{text}</p>
      )}
    </InfoPage>
  );
}
