import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { AboutShop } from "~/components/AboutShop";
import { InfoPage } from "~/components/InfoPage";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import type { CachedPageHandle } from "#server/cart/page-variant";
import { useT } from "~/lib/language";
import { ABOUT_US } from "~/messages/_frame";

export { loader } from "./about-us";

export const meta: MetaFunction = (args) => shopMeta(args, ABOUT_US);

/** Kept by the page cache for every visitor of this shop (docs/decisions/0008). */
export const handle: CachedPageHandle = { pageCache: true };

export default function AboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const t = useT();
  return (
    <InfoPage title={t(ABOUT_US)}>
      <AboutShop shop={shop} />
    </InfoPage>
  );
}
