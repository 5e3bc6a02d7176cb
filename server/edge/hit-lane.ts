import type { IncomingMessage, ServerResponse } from "node:http";
import onHeaders from "on-headers";
import proxyAddr from "proxy-addr";
import { errorFields, log } from "#server/platform/log";
import {
  beginAccessLog,
  hasSessionCookie,
  MAX_URL_LENGTH,
  protocolOf,
  setSecurityHeaders,
  settledHostOf,
} from "./http.ts";
import type { PageCache } from "./page-cache.ts";
import { pathAndQuery } from "./visitor-report.ts";

/**
 * Fresh page-cache hits answered before Express (issue 37, decision 0030). Express's chain of
 * middleware (its request and response set-up, its router, a dozen layers, each one's hooks)
 * cost more than everything else a hit does; a kept page that is fresh needs none of it.
 *
 * The lane answers a request only when every middleware in front of the page cache
 * (server/edge/main.ts) would let it through unchanged, and does what they would have done to
 * it with their own functions: the request id and the access-log line, the security headers,
 * the settled host and scheme of the key, `Connection: close` while draining. A visitor with a
 * session gets a fresh shell stitched with their fragments (decision 0029) the same way.
 * Everything else (a URL too long, a host to refuse, a first page view, a language to remember, a
 * stale or missing page or shell, fragments that cannot be made, a POST) goes to Express exactly
 * as before.
 */
export type HitLaneOptions = {
  pageCache: Pick<PageCache, "freshAnswer">;
  /** Express's compiled `trust proxy` test (`app.get("trust proxy fn")`). */
  trustProxy: () => (address: string, hop: number) => boolean;
  /** Whether the middleware in front of the cache that this lane skips would do nothing to `req`. */
  passesThrough: (req: IncomingMessage) => boolean;
  /** The process is draining (every answer closes its connection). */
  stopping: () => boolean;
};

/** A request handler that answers fresh hits itself and hands every other request to `express`. */
export function createHitLane(options: HitLaneOptions) {
  return (req: IncomingMessage, res: ServerResponse, express: () => void) => {
    const url = req.url ?? "";
    if ((req.method !== "GET" && req.method !== "HEAD") || !url.startsWith("/") || url.length > MAX_URL_LENGTH)
      return express();
    const trust = options.trustProxy();
    const trusted = trust(req.socket.remoteAddress ?? "", 0);
    const host = settledHostOf(req.headers, trusted);
    if (host === undefined || !options.passesThrough(req)) return express();
    const hasSession = hasSessionCookie(req.headers.cookie);
    const { path } = pathAndQuery(req);
    options.pageCache
      .freshAnswer(req, { protocol: protocolOf(req, trusted), host, url, path })
      .then((sendAnswer) => {
        if (!sendAnswer) return express();
        beginAccessLog(req, res, () => ({ path, host, ip: proxyAddr(req, trust) }));
        onHeaders(res, () => {
          setSecurityHeaders(res, hasSession);
          if (options.stopping()) res.setHeader("Connection", "close");
        });
        sendAnswer(res);
      })
      .catch((error: unknown) => {
        // A bug, not a visitor's doing: Express answers (its error page) unless the answer began.
        log.error("hit lane failed", { path: path.slice(0, 300), ...errorFields(error) });
        if (res.headersSent) res.destroy();
        else express();
      });
  };
}
