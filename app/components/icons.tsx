import type { SVGProps } from "react";
import spriteUrl from "./icons.svg";

/**
 * Outline icons (24×24, currentColor) from one SVG sprite (./icons.svg, a fingerprinted,
 * long-cached file): each icon on a page is an <svg><use href></svg>, not its paths again,
 * and no icon font or script is needed. Stroke and fill set here reach the symbol's shapes
 * by inheritance, so `fill="currentColor"` fills the heart.
 */

type IconProps = SVGProps<SVGSVGElement> & { title?: string };

type IconSymbol =
  | "search"
  | "heart"
  | "cart"
  | "user"
  | "login"
  | "logout"
  | "menu"
  | "chevron-down"
  | "close"
  | "whatsapp"
  | "facebook"
  | "twitter"
  | "linkedin"
  | "instagram";

function Icon({ symbol, title, ...props }: IconProps & { symbol: IconSymbol }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      <use href={`${spriteUrl}#${symbol}`} />
    </svg>
  );
}

export const SearchIcon = (p: IconProps) => <Icon {...p} symbol="search" />;
export const HeartIcon = (p: IconProps) => <Icon {...p} symbol="heart" />;
export const CartIcon = (p: IconProps) => <Icon {...p} symbol="cart" />;
export const UserIcon = (p: IconProps) => <Icon {...p} symbol="user" />;
export const LoginIcon = (p: IconProps) => <Icon {...p} symbol="login" />;
export const LogoutIcon = (p: IconProps) => <Icon {...p} symbol="logout" />;
export const MenuIcon = (p: IconProps) => <Icon {...p} symbol="menu" />;
export const ChevronDownIcon = (p: IconProps) => <Icon {...p} symbol="chevron-down" />;
export const CloseIcon = (p: IconProps) => <Icon {...p} symbol="close" />;
export const WhatsAppIcon = (p: IconProps) => <Icon {...p} symbol="whatsapp" />;
export const FacebookIcon = (p: IconProps) => <Icon {...p} symbol="facebook" />;
export const TwitterIcon = (p: IconProps) => <Icon {...p} symbol="twitter" />;
export const LinkedInIcon = (p: IconProps) => <Icon {...p} symbol="linkedin" />;
export const InstagramIcon = (p: IconProps) => <Icon {...p} symbol="instagram" />;
