import { Link } from "~/components/Link";
import type { ShopInfo } from "#server/tenancy/shop";
import { useT } from "~/lib/language";
import { shopHome, shopLogo } from "~/messages/_frame";

/** Logo and/or name, as the shop's logo_display_type asks; always links home. */
export function ShopLogo({
  shop,
  size = "md",
}: {
  shop: Pick<ShopInfo, "name" | "logoUrl" | "logoDisplayType">;
  size?: "md" | "lg";
}) {
  const showLogo = shop.logoUrl && shop.logoDisplayType !== "name";
  const showName = !showLogo || shop.logoDisplayType !== "logo";
  const px = size === "lg" ? 64 : 40;
  const t = useT();
  return (
    <Link to="/" className="flex items-center gap-2 font-bold text-ink" aria-label={t(shopHome)(shop.name)}>
      {showLogo ? (
        <img
          src={shop.logoUrl!}
          alt={t(shopLogo)(shop.name)}
          width={px}
          height={px}
          className="rounded"
          style={{ width: px, height: px }}
        />
      ) : null}
      {showName ? (
        <span className={size === "lg" ? "text-2xl" : "text-lg"} data-testid="shop-name">
          {shop.name}
        </span>
      ) : null}
    </Link>
  );
}
