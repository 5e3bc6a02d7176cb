import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { AboutShop } from "~/components/AboutShop";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";
import { useT } from "~/lib/language";
import { ABOUT_US } from "~/messages/_frame";
import { ABOUT_US_DESCRIPTION } from "~/messages/ABOUT_US_DESCRIPTION";

export { loader } from "./profile-about-us";

export const meta: MetaFunction = (args) => shopMeta(args, ABOUT_US, ABOUT_US_DESCRIPTION);

/** The tenant's about text (sanitized on the server) and contact details. */
export default function ProfileAboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const t = useT();
  return (
    <ProfileSection title={t(ABOUT_US)}>
      <AboutShop shop={shop} />
    </ProfileSection>
  );
}
