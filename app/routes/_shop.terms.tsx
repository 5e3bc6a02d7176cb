import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { shopLoader } from "../../server/route.server";
import { requirePolicy } from "../../server/shop.server";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "Terms And Conditions");

export const loader = /* @__PURE__ */ shopLoader(async ({ shop }) => ({ html: await requirePolicy(shop.id, "terms") }));

export default function Terms() {
  return (
    <InfoPage title="Terms And Conditions">
      <RichText html={useLoaderData<typeof loader>().html} testId="policy-terms" />
    </InfoPage>
  );
}
