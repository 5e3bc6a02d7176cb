import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage } from "~/components/InfoPage";
import { RichText } from "~/components/RichText";
import { shopMeta } from "~/lib/meta";
import { useT } from "~/lib/language";
import { OUR_POLICIES } from "~/messages/_frame";
import { NO_POLICIES } from "~/messages/NO_POLICIES";
import { OUR_POLICIES_DESCRIPTION } from "~/messages/OUR_POLICIES_DESCRIPTION";
import { POLICY_TITLES } from "~/messages/POLICY_TITLES";
import type { CachedPageHandle } from "#server/cart/page-variant";
import type { loader } from "./policies";

export { loader } from "./policies";

export const meta: MetaFunction = (args) => shopMeta(args, OUR_POLICIES, OUR_POLICIES_DESCRIPTION);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

/** Privacy, Pricing, Delivery and Refund Policy, Terms and Description, in the page's language; empty ones are skipped. */
export default function Policies() {
  const { sections } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <InfoPage title={t(OUR_POLICIES)}>
      {sections.length === 0 ? <p className="text-ink/80">{t(NO_POLICIES)}</p> : null}
      {sections.map((section) => (
        <section key={section.key} id={section.key} className="mb-8" aria-labelledby={`${section.key}-title`}>
          <h2 id={`${section.key}-title`} className="mb-2 text-xl font-semibold text-ink">
            {t(POLICY_TITLES)[section.key]}
          </h2>
          <RichText html={section.html} testId={`policy-${section.key}`} under={2} />
        </section>
      ))}
    </InfoPage>
  );
}
