import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { DESCRIPTION } from "~/messages/_frame";
import type { loader } from "./description";

export { loader } from "./description";

export const meta: MetaFunction = (args) => shopMeta(args, DESCRIPTION);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function Description() {
  const { html, text } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <InfoPage title={t(DESCRIPTION)}>
      {html !== null ? (
        <RichText html={html} testId="policy-description" under={1} />
      ) : (
        <p data-testid="policy-description">{text}</p>
      )}
    </InfoPage>
  );
}
