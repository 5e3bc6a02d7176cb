/**
 * HTTP helpers of the edge's caches, pure functions: the page cache's key and ETag, the
 * If-None-Match and Accept-Encoding rules both caches answer by. Shared by the page cache
 * (docs/decisions/0008-rendered-page-cache.md) and the media cache (0022-media-at-the-edge.md).
 */
import { createHash } from "node:crypto";

/** The cache key: the page as addressed (scheme, host, port, path, query) and the visitor's variant. */
export function pageKey(protocol: string, host: string, url: string, variant: string): string {
  return `${protocol}://${host}${url}\n${variant}`;
}

/** Whether an If-None-Match header names `etag`, compared weakly (RFC 9110), `*` included: then a 304. */
export function ifNoneMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch?.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag)) ?? false;
}

/** Which of the kept encodings an Accept-Encoding header accepts (q=0 refuses). */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  for (const part of acceptEncoding?.split(",") ?? []) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    if (name === "br" || name === "*") accepted.br = true;
    if (name === "gzip" || name === "*") accepted.gzip = true;
  }
  return accepted;
}

/**
 * `W/"…"`: the same page in any encoding is the same representation for revalidation. Hashed
 * from the page's gzip bytes as kept (level 1: deterministic for the same page, and a sixth of
 * its size); the entry keeps it when it is compressed again.
 */
export function pageEtag(gzipped: Buffer): string {
  return `W/"${createHash("sha1").update(gzipped).digest("base64url")}"`;
}
