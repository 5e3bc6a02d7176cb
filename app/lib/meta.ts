import type { MetaDescriptor } from "@remix-run/node";
import type { Message } from "~/lib/language";
import { languageOfPath } from "#server/platform/language";

type Match = { id: string; data: unknown };

/** What `meta` gets that says the page's language: its matches and its location (`/ar/…` is Arabic). */
type MetaPage = { matches: Match[]; location: { pathname: string } };

/** A title or description: a text already in the page's language, or a message in both (app/messages/). */
type MetaText = string | Message<string>;

/**
 * Tenant-specific <title> ("Page | Shop") and meta description (falls back to the shop's), in
 * the page's language: `shopMeta(args, CART, CART_DESCRIPTION)`.
 */
export function shopMeta({ matches, location }: MetaPage, title: MetaText, description?: MetaText): MetaDescriptor[] {
  const language = languageOfPath(location.pathname);
  const text = (value: MetaText) => (typeof value === "string" ? value : value[language]);
  const root = matches.find((match) => match.id === "root")?.data as
    { shop?: { name?: string; description?: string } } | undefined;
  const name = root?.shop?.name;
  const pageTitle = text(title);
  return [
    { title: name ? `${pageTitle} | ${name}` : pageTitle },
    { name: "description", content: (description && text(description)) || root?.shop?.description || pageTitle },
  ];
}
