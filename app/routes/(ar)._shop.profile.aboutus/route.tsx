import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { AboutShop } from "~/components/AboutShop";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export { loader } from "./profile-about-us";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us", "About the shop and how to reach it");

/** The tenant's about text (sanitized on the server) and contact details. */
export default function ProfileAboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  return (
    <ProfileSection title="About Us">
      <AboutShop shop={shop} />
    </ProfileSection>
  );
}
