import type { MetaFunction } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { requireUser } from "../../server/auth.server";
import { shopLoader } from "../../server/route.server";
import { ProfileSection } from "~/components/ProfileTabs";
import { shopMeta } from "~/lib/meta";
import type { loader as rootLoader } from "~/root";

export const meta: MetaFunction = ({ matches }) => shopMeta(matches, "About Us", "About the shop and how to reach it");

export const loader = shopLoader(async ({ request, shop }) => {
  await requireUser(request, shop.id);
  return null;
});

/** The tenant's about text (sanitized on the server) and contact details. */
export default function ProfileAboutUs() {
  const shop = useRouteLoaderData<typeof rootLoader>("root")!.shop;
  const contact = [
    { label: "Email", value: shop.contact.email, testId: "about-email", href: shop.contact.email ? `mailto:${shop.contact.email}` : null },
    { label: "Address", value: shop.contact.address, testId: "about-address", href: null },
    {
      label: "Mobile",
      value: shop.contact.mobile,
      testId: "about-mobile",
      href: shop.contact.mobile ? `tel:${shop.contact.mobile}` : null,
    },
  ];
  return (
    <ProfileSection title="About Us">
      {shop.aboutUs ? (
        <div
          className="space-y-2 text-ink/80 [&_a]:text-main [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
          data-testid="about-text"
          // Sanitized on the server (server/html.server.ts) when the shop was loaded.
          dangerouslySetInnerHTML={{ __html: shop.aboutUs }}
        />
      ) : null}
      <dl className="mt-6 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        {contact.map((item) =>
          item.value ? (
            <div key={item.label} className="contents">
              <dt className="font-medium">{item.label}</dt>
              <dd data-testid={item.testId}>
                {item.href ? (
                  <a href={item.href} className="text-main hover:underline">
                    {item.value}
                  </a>
                ) : (
                  item.value
                )}
              </dd>
            </div>
          ) : null,
        )}
      </dl>
    </ProfileSection>
  );
}
