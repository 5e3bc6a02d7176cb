import { useLocation } from "@remix-run/react";
import { languageOfPath, localizedPath, type Language } from "#server/platform/language";

/**
 * The page's language, read from its path (`/ar/…` is Arabic) on the server and in the browser
 * alike, so both render the same texts. Decision 0028.
 */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/** A text in both languages: one line of app/messages.ts (made from the two catalogues). */
export type Message<T> = { readonly en: T; readonly ar: T };

/**
 * The page's language's side of messages: `t(CART_EMPTY)`, `t(cartTitle)(3)`. Each component
 * imports only the messages it shows from app/messages.ts, so a page's JavaScript carries those
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
