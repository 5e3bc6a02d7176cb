import type { Language } from "#server/platform/language";
import type { EdgeRequest } from "#server/platform/edge-contract";
import type { PageCacheRender } from "#server/platform/page-render";
import { resolveShop, type ShopResolution } from "./shop";

/**
 * What the HTTP edge (server/edge/main.ts) resolves once per request and hands every loader and
 * action as `context`. The shop is looked up lazily (health checks need none), at most once.
 */
export type StorefrontLoadContext = {
  shop: () => Promise<ShopResolution>;
  /** This response's CSP nonce. */
  nonce: string;
  requestId: string;
  /** The client's address as the trusted proxy saw it (or the socket's). */
  clientAddress: string;
  /** The language of the page asked for (its path: `/ar/…`); the shop's texts come in it. */
  language: Language;
  /** Set when the page cache may keep this render's page (server/edge/page-cache.ts). */
  pageRender?: PageCacheRender;
};

/** The edge asks for it once per request (app/entry.server.tsx hands it this function). */
export function storefrontLoadContext({ host, ...request }: EdgeRequest): StorefrontLoadContext {
  let shop: Promise<ShopResolution> | undefined;
  return { ...request, shop: () => (shop ??= resolveShop(host, request.language)) };
}

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends StorefrontLoadContext {}
}
