/**
 * What the app's build hands the HTTP edge (server/edge/main.ts): one object, `edge`, exported
 * by app/entry.server.tsx, so the edge reaches the app's modules (and their single caches)
 * only through this contract and never imports a domain. Node runs this file from source
 * (the edge imports it): types only. See docs/decisions/0027-the-house.md.
 */
import type { Language } from "./language.ts";
import type { PageCacheRender } from "./page-render.ts";
import type { SlotMarker } from "./visitor-slots.ts";

/** What a host turned out to be; the edge needs only the kind (404, 503 or a shop). */
export type ShopKind = "shop" | "unknown-host" | "coming-soon" | "unavailable";

/** What the edge knows of a request when it asks the app for its load context. */
export type EdgeRequest = {
  host: string;
  /** This response's CSP nonce. */
  nonce: string;
  requestId: string;
  /** The client's address as the trusted proxy saw it (or the socket's). */
  clientAddress: string;
  /** The language of the page asked for (its path: `/ar/…`). */
  language: Language;
  /** Set when the page cache may keep this render's page (server/edge/page-cache.ts). */
  pageRender?: PageCacheRender;
};

/** A view of a kept page by a visitor with a session, to be stitched (decision 0029). */
export type VisitorView = {
  /** The settled Host, port included (the app's shop lookup normalizes it). */
  host: string;
  /** The page's absolute URL. */
  url: string;
  cookie: string;
  /** The kept shell's version (its ETag): the same version, the same slots. */
  shell: string;
  /** The places of the page's shell, in order. */
  slots: readonly SlotMarker[];
};

/**
 * A visitor's fragments, one per slot, and the Set-Cookie the view needs (a flash message read).
 * A fragment may come in parts: its odd parts stand in for the view's one-time form token
 * (`formToken`, written there by the edge; their own text is unused), and the rest is shared,
 * so that the edge compresses the shared text once.
 *
 * `remembered`: `fragments` is the app's list for this shell and this visitor's state (the same
 * frozen array on every such view, until the app forgets it), so the edge may remember what it
 * made of the array by the array itself (decision 0031). False for a view with a flash message.
 */
export type VisitorFragments = {
  fragments: ReadonlyArray<string | readonly string[]>;
  formToken: string | null;
  remembered: boolean;
  setCookie: string | null;
};

/** A first page view, as the edge's visitor report (server/edge/visitor-report.ts) sees it. */
export type FirstVisit = { host: string; page: string; referer: string | null; ip: string; reference: string | null };

export type AppForEdge = {
  /** Remix's load context for one request (the shop is resolved lazily, at most once). */
  loadContext: (request: EdgeRequest) => unknown;
  shopKindOf: (host: string) => Promise<ShopKind>;
  /** The languages a host's shop offers, its default first (just the default for no shop). */
  shopLanguages: (host: string) => Promise<readonly Language[]>;
  /** Resolves true when the view counted. */
  reportFirstVisit: (visit: FirstVisit) => Promise<boolean>;
  /** The page cache's questions: who may share a page, what a render read, what changed. */
  pageCacheVariant: (cookieHeader: string) => Promise<string | null>;
  /** The fragments of a visitor's view of a kept shell; null when this visitor's page must be rendered whole. */
  visitorFragments: (view: VisitorView) => Promise<VisitorFragments | null>;
  recordCacheReads: <T>(reads: Set<string>, render: () => T) => T;
  onCacheEntryReplaced: (listener: (key: string) => void) => () => void;
};
