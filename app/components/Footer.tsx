import type { ShopInfo } from "#server/tenancy/shop";
import { FacebookIcon, InstagramIcon, LinkedInIcon, TwitterIcon, WhatsAppIcon } from "./icons";
import { ALL_RIGHTS_RESERVED } from "~/texts";
import { Link } from "~/components/Link";

const SOCIAL = [
  { key: "facebook", label: "Facebook", Icon: FacebookIcon },
  { key: "twitter", label: "Twitter", Icon: TwitterIcon },
  { key: "linkedin", label: "LinkedIn", Icon: LinkedInIcon },
  { key: "instagram", label: "Instagram", Icon: InstagramIcon },
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

/** The shop's pages; a signed-in shopper's cart and wishlist too. */
function HomeColumn({ signedIn }: { signedIn: boolean }) {
  return (
    <Column title="Home">
      {/* Plain hash links: the browser scrolls to the section, going to / first when needed. */}
      <li>
        <Link to="/#top-categories" className={linkClass}>
          Top Categories
        </Link>
      </li>
      <li>
        <Link to="/#top-products" className={linkClass}>
          Top Rated Products
        </Link>
      </li>
      <li>
        <Link to="/categories" className={linkClass}>
          All Categories
        </Link>
      </li>
      {signedIn ? (
        <>
          <li>
            <Link to="/cart" className={linkClass}>
              Cart
            </Link>
          </li>
          <li>
            <Link to="/wishlist" className={linkClass}>
              Wishlist
            </Link>
          </li>
        </>
      ) : null}
    </Column>
  );
}

export function Footer({ shop, signedIn }: { shop: ShopInfo; signedIn: boolean }) {
  const socialLinks = SOCIAL.filter(({ key }) => shop.social[key]);
  return (
    <footer className="mt-12 bg-ink text-white" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-3">
        <HomeColumn signedIn={signedIn} />
        <Column title="Company">
          <li>
            <Link to="/about-us" className={linkClass}>
              About Us
            </Link>
          </li>
          <li>
            <Link to="/policies" className={linkClass}>
              Our Policies
            </Link>
          </li>
          <li>
            <Link to="/description" className={linkClass}>
              Description
            </Link>
          </li>
        </Column>
        <Column title="Contact us">
          {shop.contact.mobile ? (
            <li>
              <a href={`tel:${shop.contact.mobile}`} className={linkClass} data-testid="footer-mobile">
                {shop.contact.mobile}
              </a>
            </li>
          ) : null}
          {shop.contact.email ? (
            <li>
              <a href={`mailto:${shop.contact.email}`} className={linkClass} data-testid="footer-email">
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
            © {shop.name}. {ALL_RIGHTS_RESERVED} ·{" "}
            <Link to="/terms" className={linkClass}>
              Terms And Conditions
            </Link>
          </p>
          {socialLinks.length > 0 ? (
            <ul className="flex gap-3" aria-label="Social links">
              {socialLinks.map(({ key, label, Icon }) => (
                <li key={key}>
                  <a
                    href={shop.social[key]!}
                    className={linkClass}
                    rel="noopener noreferrer"
                    target="_blank"
                    aria-label={label}
                  >
                    <Icon width={20} height={20} />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p>Storefront by Storefront Studio</p>
        </div>
      </div>
      {shop.contact.whatsapp ? (
        <a
          href={whatsappLink(shop.contact.whatsapp)}
          className="fixed bottom-4 end-4 z-30 rounded-full bg-green-600 p-2.5 text-white shadow-lg hover:bg-green-700 md:bottom-5 md:end-5 md:p-3"
          rel="noopener noreferrer"
          target="_blank"
          aria-label="Chat with us on WhatsApp"
          data-testid="whatsapp-link"
        >
          <WhatsAppIcon width={28} height={28} />
        </a>
      ) : null}
    </footer>
  );
}
