import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { TERMS_AND_CONDITIONS } from "~/messages/_frame";
import type { loader } from "./terms";

export { loader } from "./terms";

export const meta: MetaFunction = (args) => shopMeta(args, TERMS_AND_CONDITIONS);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function Terms() {
  const t = useT();
  return (
    <InfoPage title={t(TERMS_AND_CONDITIONS)}>
      <RichText html={useLoaderData<typeof loader>().html} testId="policy-terms" under={1} />
    </InfoPage>
  );
}
