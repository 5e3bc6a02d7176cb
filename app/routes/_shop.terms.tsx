import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopRoute } from "#server/tenancy/route";
import { requirePolicy } from "#server/tenancy/shop";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Terms And Conditions");

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ shop }) => ({ html: await requirePolicy(shop.id, "terms") }));
}

export default function Terms() {
  return (
    <InfoPage title="Terms And Conditions">
      <RichText html={useLoaderData<typeof loader>().html} testId="policy-terms" under={1} />
    </InfoPage>
  );
}
