import { useLocation, useRouteLoaderData } from "@remix-run/react";
import { Link as RouterLink } from "#link";
import { localizedPath, type Language } from "#server/platform/language";
import { useLanguage } from "~/lib/language";
import type { loader as rootLoader } from "~/root";

/** Each language's name in that language: the switch shows the one it leads to. */
const OWN_NAME: Record<Language, string> = { en: "English", ar: "العربية" };

/**
 * The same page in the shop's other language: a plain link (the one link that leaves the page's
 * language, decision 0028) to this path, query and hash under the other prefix, so it works
 * without JavaScript. Nothing for a shop that offers one language.
 */
export function LanguageSwitch({
  className,
  testId = "language-switch",
}: {
  className?: string;
  /** The header's is `language-switch`; the small screens' menu's another, as its badges' are. */
  testId?: string;
}) {
  const languages = useRouteLoaderData<typeof rootLoader>("root")?.shop.languages ?? [];
  const language = useLanguage();
  const location = useLocation();
  const other = languages.find((candidate) => candidate !== language);
  if (languages.length < 2 || !other) return null;
  return (
    <RouterLink
      to={localizedPath(`${location.pathname}${location.search}${location.hash}`, other)}
      lang={other}
      hrefLang={other}
      className={className}
      data-testid={testId}
    >
      {OWN_NAME[other]}
    </RouterLink>
  );
}
