import { useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { languageOfPath, localizedPath, type Language } from "#server/platform/language";

/**
 * The page's language, read from its path (`/ar/…` is Arabic) on the server and in the browser
 * alike, so both render the same texts. Decision 0028.
 */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A text in both languages: one module of app/messages/ (made from the two catalogues). */
export type Message<T> = { readonly en: T; readonly ar: T };

/**
 * The page's language's side of messages: `t(CART_EMPTY)`, `t(cartTitle)(3)`. Each component
 * imports only the messages it shows from app/messages/ (one module each), so a page's JavaScript carries those
 * texts, in both languages, and no others (decision 0028).
 */
export function useT(): <T>(message: Message<T>) => T {
  const language = useLanguage();
  return (message) => message[language];
}

/** A path of the shop in the page's language: for form actions and navigate(). */
export function useLocalizedPath(): (path: string) => string {
  const language = useLanguage();
  return (path) => localizedPath(path, language);
}

/**
 * A layout's data is in the page's language (the shop's texts, the sections' names): the
 * switch, a client-side navigation from `/cart` to `/ar/cart`, loads it again, which Remix
 * would not do by itself (the same route, the same params).
 */
export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) || defaultShouldRevalidate;
