import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { shopLoader } from "../../server/route.server";
import { AboutShop } from "~/components/AboutShop";
import { InfoPage } from "~/components/InfoPage";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us");

export const loader = /* @__PURE__ */ shopLoader(() => null);

export default function AboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  return (
    <InfoPage title="About Us">
      <AboutShop shop={shop} />
    </InfoPage>
  );
}
