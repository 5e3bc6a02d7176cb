import type { LinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useLanguage } from "~/lib/language";
import { localizedPath } from "#server/platform/language";
import { Link as RouterLink } from "#link";

/**
 * The app's <Link>: a link to one of the shop's pages stays in the page's language (`/cart`
 * on an Arabic page is `/ar/cart`). Relative links and links with a location object are left
 * as they are. The language switch is the one link that leaves the language (LanguageSwitch).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...props }, ref) {
  const language = useLanguage();
  return <RouterLink ref={ref} {...props} to={typeof to === "string" ? localizedPath(to, language) : to} />;
});
