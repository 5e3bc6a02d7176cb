import type { MetaFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { requireUser } from "#server/identity/auth";
import { shopRoute } from "#server/tenancy/route";
import { AboutShop } from "~/components/AboutShop";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us", "About the shop and how to reach it");

export async function loader(args: LoaderFunctionArgs) {
  return shopRoute(args, async ({ request, shop }) => {
    await requireUser(request, shop.id);
    return null;
  });
}

/** The tenant's about text (sanitized on the server) and contact details. */
export default function ProfileAboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  return (
    <ProfileSection title="About Us">
      <AboutShop shop={shop} />
    </ProfileSection>
  );
}
