import type { MetaDescriptor } from "@remix-run/node";

type Match = { id: string; data: unknown };

/** Tenant-specific <title> ("Page | Shop") and meta description (falls back to the shop's). */
export function shopMeta(matches: Match[], title: string, description?: string): MetaDescriptor[] {
  const root = matches.find((match) => match.id === "root")?.data as
    { shop?: { name?: string; description?: string } } | undefined;
  const name = root?.shop?.name;
  return [
    { title: name ? `${title} | ${name}` : title },
    { name: "description", content: description || root?.shop?.description || title },
  ];
}
