/**
 * Answers a visitor with a session from a kept shell stitched with their fragments
 * (docs/decisions/0029-visitor-slots.md):
 * the shell's headers (its CSP holds: fragments carry no script that runs), private, gzipped from
 * pieces compressed beforehand (view-pieces.ts says which are remembered, stitched-gzip.ts how
 * they join); a view's one-time form token is sent stored.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { gunzipSync } from "node:zlib";
import type { Request, Response } from "express";
import type { VisitorFragments } from "#server/platform/edge-contract";
import { errorFields, log } from "#server/platform/log";
import { acceptedEncodings, pageKey } from "./http-cache.ts";
import type { PageCacheOptions } from "./page-cache.ts";
import type { Render } from "./page-renders.ts";
import type { KeptShell, PageEntry, PageStore } from "./page-store.ts";
import { gzipOfPieces, storedPiece } from "./stitched-gzip.ts";
import { createViewPieces } from "./view-pieces.ts";

function createStitcher() {
  const { piecesOfView } = createViewPieces();

  function send(
    req: IncomingMessage,
    res: ServerResponse,
    entry: PageEntry,
    shell: KeptShell,
    stitched: VisitorFragments,
  ) {
    if (stitched.fragments.length !== shell.slots.length) throw new Error("one fragment per visitor slot");
    // The view's one-time token, one stored piece for each of its places.
    const token = stitched.formToken === null ? null : storedPiece(Buffer.from(stitched.formToken, "utf8"));
    const body = piecesOfView(shell, stitched).map((piece) => {
      if (piece) return piece;
      if (!token) throw new Error("a stand-in for a form token, and no token");
      return token;
    });
    const gzip = gzipOfPieces(body);
    res.statusCode = 200;
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("Cache-Control", "private, no-store");
    res.setHeader("Vary", "Accept-Encoding, Cookie");
    res.setHeader("X-Page-Cache", "stitched");
    // Appended: what ran before the cache may have set one too (the language, the visitor report).
    if (stitched.setCookie) res.appendHeader("Set-Cookie", stitched.setCookie);
    const encoded = acceptedEncodings(req.headers["accept-encoding"]).gzip;
    const chunks = encoded ? gzip.chunks : [gunzipSync(Buffer.concat(gzip.chunks))];
    if (encoded) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", encoded ? gzip.length : chunks[0]!.length);
    if (req.method === "HEAD") return void res.end();
    // Written in one turn: Node corks the socket for it, and sends headers and chunks in one writev.
    for (const chunk of chunks) res.write(chunk);
    res.end();
  }

  return { send };
}

/** Where a request is for, as the edge settled it: scheme, host (and port), its URL as sent and that URL's path. */
export type PageAddress = { protocol: string; host: string; url: string; path: string };

/**
 * The page cache's answers to a document view by a visitor with a session (decision 0029): the
 * guest's page of this URL, kept as a shell, with their fragments stitched in.
 * - `answer` (Express, server/edge/page-cache.ts): renders the shell now, without their cookies,
 *   when it is not kept yet, and refreshes a stale one. False when it cannot stitch (the page is
 *   not kept: an error, a 404; their fragments cannot be made): Remix renders their page whole.
 * - `fresh` (the hit lane, hit-lane.ts): only from a fresh kept shell; undefined otherwise, and
 *   Express answers.
 */
export function stitchedAnswers(parts: {
  options: Pick<PageCacheOptions, "freshMs" | "staleMs" | "isCachedPath" | "visitorFragments">;
  store: PageStore;
  now: () => number;
  /** The render of the guest's page under `key` in flight, or a new one (also the refresh of a stale one). */
  guestRender: (req: Request, key: string) => Render;
}) {
  const { options, store, now, guestRender } = parts;
  const stitcher = createStitcher();
  const isDocumentKept = (path: string) => !path.endsWith(".data") && options.isCachedPath(path);
  /** Requests whose fragments the lane could not make: Express renders them whole without asking again. */
  const unstitchable = new WeakSet<IncomingMessage>();

  /** The visitor's fragments for the shell's slots; null when they cannot be made (their shop went away, a bug). */
  function fragmentsOf(req: IncomingMessage, address: PageAddress, shell: KeptShell) {
    return options
      .visitorFragments({
        // With its port: the app's shop lookup takes a Host as sent (normalizeHost).
        host: address.host,
        url: `${address.protocol}://${address.host}${address.url}`,
        cookie: req.headers.cookie ?? "",
        shell: shell.version,
        slots: shell.slots,
      })
      .catch((error: unknown) => {
        log.error("visitor fragments failed", {
          path: address.path.slice(0, 300),
          ...errorFields(error),
        });
        return null;
      });
  }

  async function answer(req: Request, res: Response): Promise<boolean> {
    if (unstitchable.has(req) || !isDocumentKept(req.path)) return false;
    const address = { protocol: req.protocol, host: req.publicHost, url: req.originalUrl, path: req.path };
    const key = pageKey(address.protocol, address.host, address.url, "");
    let entry = store.get(key);
    if (entry && now() - entry.storedAt >= options.freshMs + options.staleMs) {
      store.delete(key);
      entry = undefined;
    }
    // A HEAD's render would not be kept.
    if (!entry && req.method !== "GET") return false;
    if (!entry) entry = await guestRender(req, key).waiting;
    const shell = entry && store.shellOf(key, entry);
    if (!entry || !shell) return false;
    if (now() - entry.storedAt >= options.freshMs && req.method === "GET") guestRender(req, key);
    const stitched = await fragmentsOf(req, address, shell);
    if (!stitched) return false;
    stitcher.send(req, res, entry, shell, stitched);
    return true;
  }

  async function fresh(req: IncomingMessage, address: PageAddress) {
    if (!isDocumentKept(address.path)) return undefined;
    const key = pageKey(address.protocol, address.host, address.url, "");
    const entry = store.get(key);
    if (!entry || now() - entry.storedAt >= options.freshMs) return undefined;
    const shell = store.shellOf(key, entry);
    if (!shell) return undefined;
    const stitched = await fragmentsOf(req, address, shell);
    if (!stitched) return void unstitchable.add(req);
    return (res: ServerResponse) => stitcher.send(req, res, entry, shell, stitched);
  }

  return { answer, fresh };
}
