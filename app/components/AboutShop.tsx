import type { ShopInfo } from "#server/tenancy/shop";
import { useT } from "~/lib/language";
import { CONTACT_ADDRESS } from "~/messages/CONTACT_ADDRESS";
import { CONTACT_MOBILE } from "~/messages/CONTACT_MOBILE";
import { EMAIL } from "~/messages/EMAIL";
import { RichText } from "./RichText";

/**
 * How to reach the shop (email, address, mobile; the ones it has set). `testIdPrefix` names
 * the entries `{prefix}-email`, `{prefix}-address` and `{prefix}-mobile`.
 */
export function ShopContactDetails({ shop, testIdPrefix }: { shop: ShopInfo; testIdPrefix: string }) {
  const t = useT();
  const contact = [
    {
      label: t(EMAIL),
      value: shop.contact.email,
      key: "email",
      href: shop.contact.email ? `mailto:${shop.contact.email}` : null,
    },
    { label: t(CONTACT_ADDRESS), value: shop.contact.address, key: "address", href: null },
    {
      label: t(CONTACT_MOBILE),
      value: shop.contact.mobile,
      key: "mobile",
      href: shop.contact.mobile ? `tel:${shop.contact.mobile}` : null,
    },
  ];
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
      {contact.map((item) =>
        item.value ? (
          <div key={item.key} className="contents">
            <dt className="font-medium">{item.label}</dt>
            <dd data-testid={`${testIdPrefix}-${item.key}`}>
              {item.href ? (
                // An email address or a phone number: Latin, left to right on an Arabic page too.
                <a href={item.href} className="text-main hover:underline" dir="ltr">
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
  );
}

/** The shop's about text (sanitized on the server) and how to reach it: /about-us and the profile's About Us tab. */
export function AboutShop({ shop }: { shop: ShopInfo }) {
  return (
    <>
      {shop.aboutUs ? <RichText html={shop.aboutUs} testId="about-text" /> : null}
      <ShopContactDetails shop={shop} testIdPrefix="about" />
    </>
  );
}
