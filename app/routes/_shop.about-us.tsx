import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { shopRoute } from "../../server/route.server";
import { AboutShop } from "~/components/AboutShop";
import { InfoPage } from "~/components/InfoPage";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us");

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, () => null);
}

export default function AboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  return (
    <InfoPage title="About Us">
      <AboutShop shop={shop} />
    </InfoPage>
  );
}
