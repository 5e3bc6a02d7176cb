import type { ShopInfo } from "#server/tenancy/shop";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, WhatsAppIcon } from "./icons";
import {
  ABOUT_US,
  ALL_CATEGORIES,
  ALL_RIGHTS_RESERVED,
  CART,
  DESCRIPTION,
  FACEBOOK,
  FOOTER_COMPANY,
  FOOTER_CONTACT_US,
  HOME,
  INSTAGRAM,
  LINKEDIN,
  MADE_BY,
  OUR_POLICIES,
  SOCIAL_LINKS,
  TERMS_AND_CONDITIONS,
  TOP_CATEGORIES,
  TOP_RATED_PRODUCTS,
  TWITTER,
  WHATSAPP_CHAT,
  WISHLIST,
} from "~/messages/_frame";
import { useT } from "~/lib/language";
import { useShopVisitor, VisitorSlot } from "~/lib/shop-visitor";
import { Link } from "~/components/Link";

const SOCIAL = [
  { key: "facebook", label: FACEBOOK, Icon: FacebookIcon },
  { key: "twitter", label: TWITTER, Icon: TwitterIcon },
  { key: "linkedin", label: LINKEDIN, Icon: LinkedInIcon },
  { key: "instagram", label: INSTAGRAM, Icon: InstagramIcon },
] as const;

/** wa.me wants the number as digits only, with the country code. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

function Column({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 text-base font-bold text-white">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

const linkClass = "text-white/80 hover:text-white hover:underline";

/** The shop's pages; a signed-in shopper's cart and wishlist too. A visitor slot (decision 0029). */
export function HomeColumn() {
  const { signedIn } = useShopVisitor();
  const t = useT();
  return (
    <Column title={t(HOME)}>
      {/* Plain hash links: the browser scrolls to the section, going to / first when needed. */}
      <li>
        <Link to="/#top-categories" className={linkClass}>
          {t(TOP_CATEGORIES)}
        </Link>
      </li>
      <li>
        <Link to="/#top-products" className={linkClass}>
          {t(TOP_RATED_PRODUCTS)}
        </Link>
      </li>
      <li>
        <Link to="/categories" className={linkClass}>
          {t(ALL_CATEGORIES)}
        </Link>
      </li>
      {signedIn ? (
        <>
          <li>
            <Link to="/cart" className={linkClass}>
              {t(CART)}
            </Link>
          </li>
          <li>
            <Link to="/wishlist" className={linkClass}>
              {t(WISHLIST)}
            </Link>
          </li>
        </>
      ) : null}
    </Column>
  );
}

export function Footer({ shop }: { shop: ShopInfo }) {
  const socialLinks = SOCIAL.filter(({ key }) => shop.social[key]);
  const t = useT();
  return (
    <footer className="mt-12 bg-ink text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <VisitorSlot name="footer-home">
          <HomeColumn />
        </VisitorSlot>
        <Column title={t(FOOTER_COMPANY)}>
          <li>
            <Link to="/about-us" className={linkClass}>
              {t(ABOUT_US)}
            </Link>
          </li>
          <li>
            <Link to="/policies" className={linkClass}>
              {t(OUR_POLICIES)}
            </Link>
          </li>
          <li>
            <Link to="/description" className={linkClass}>
              {t(DESCRIPTION)}
            </Link>
          </li>
        </Column>
        <Column title={t(FOOTER_CONTACT_US)}>
          {shop.contact.mobile ? (
            <li>
              <a href={`tel:${shop.contact.mobile}`} className={linkClass} dir="ltr" data-testid="footer-mobile">
                {shop.contact.mobile}
              </a>
            </li>
          ) : null}
          {shop.contact.email ? (
            <li>
              <a href={`mailto:${shop.contact.email}`} className={linkClass} dir="ltr" data-testid="footer-email">
                {shop.contact.email}
              </a>
            </li>
          ) : null}
          {shop.contact.address ? (
            <li className="text-white/80" data-testid="footer-address">
              {shop.contact.address}
            </li>
          ) : null}
        </Column>
      </div>
      <div className="border-t border-white/15">
        {/* The floating WhatsApp link keeps its corner: nothing of this bar goes under it. */}
        <div
          className={`mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 text-sm text-white/80 ${shop.contact.whatsapp ? "pe-20 md:pe-24" : ""}`}
        >
          <p>
            {/* The shop's name may be Latin in an Arabic sentence: isolated, it keeps its own direction. */}©{" "}
            <bdi>{shop.name}</bdi>. {t(ALL_RIGHTS_RESERVED)} ·{" "}
            <Link to="/terms" className={linkClass}>
              {t(TERMS_AND_CONDITIONS)}
            </Link>
          </p>
          {socialLinks.length > 0 ? (
            <ul className="flex gap-3" aria-label={t(SOCIAL_LINKS)}>
              {socialLinks.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={shop.social[key]!}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={t(label)}
                  >
                    <Icon width={20} height={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>{t(MADE_BY)}</p>
        </div>
      </div>
      {shop.contact.whatsapp ? (
        <a
          href={whatsappLink(shop.contact.whatsapp)}
          className="fixed bottom-4 end-4 z-30 rounded-full bg-green-600 p-2.5 text-white shadow-lg hover:bg-green-700 md:bottom-5 md:end-5 md:p-3"
          rel="noopener noreferrer"
          target="_blank"
          aria-label={t(WHATSAPP_CHAT)}
          data-testid="whatsapp-link"
        >
          <WhatsAppIcon width={28} height={28} />
        </a>
      ) : null}
    </footer>
  );
}
