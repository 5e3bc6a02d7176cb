import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { requireUser } from "../../server/auth.server";
import { shopLoader } from "../../server/route.server";
import { AboutShop } from "~/components/AboutShop";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us", "About the shop and how to reach it");

export const loader = /* @__PURE__ */ shopLoader(async ({ request, shop }) => {
  await requireUser(request, shop.id);
  return null;
});

/** The tenant's about text (sanitized on the server) and contact details. */
export default function ProfileAboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  return (
    <ProfileSection title="About Us">
      <AboutShop shop={shop} />
    </ProfileSection>
  );
}
