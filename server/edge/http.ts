import { randomUUID } from "node:crypto";
import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { Socket } from "node:net";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import onHeaders from "on-headers";
import { config } from "#server/platform/config";
import { log } from "#server/platform/log";
import { CLIENT_ADDRESS_HEADER } from "#server/platform/request";
import { escapedHtml } from "#server/platform/visitor-slots";

/**
 * What happens to a request before Remix sees it: an id and one access-log line, headers
 * every response carries, the Host and the forwarded headers settled, cross-site and
 * oversized posts refused with a page of ours. Runs as plain Node (type stripping): it
 * imports only standalone modules, with their extension.
 */

/** Forms here are a few fields; anything bigger is not one of ours. */
export const MAX_FORM_BYTES = 64 * 1024;
/** Longer URLs get a small page of ours (Node refuses headers past twice this itself). */
export const MAX_URL_LENGTH = 16 * 1024;

/** After refusing a body: how long, and how much more, to drain before cutting the connection. */
const LINGER_MS = 2000;
const LINGER_BYTES = 1024 * 1024;
/** How long an idle keep-alive connection is kept: see createEdgeServer. */
export const KEEP_ALIVE_TIMEOUT_MS = 15_000;
/**
 * After SIGTERM, a keep-alive connection is closed only once it has been idle this long
 * (server/edge/main.ts, shutdown): above the idle timeout a proxy keeps for connections to us
 * (deploy/nginx: `keepalive_timeout 4s`), so the proxy has closed it or used it by then.
 */
export const SHUTDOWN_IDLE_MS = 5_000;

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;

/** A host name or an IP literal, with an optional port: nothing else may reach a URL. */
const HOST_HEADER =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHostHeader(value: string | undefined): value is string {
  return (
    typeof value === "string" && value.length <= 260 && HOST_HEADER.test(value) && URL.canParse(`http://${value}/`)
  );
}

declare module "express-serve-static-core" {
  interface Request {
    /** The validated host (and port) the browser used, from the trusted proxy when there is one. */
    publicHost: string;
    requestId: string;
  }
}

const INVALID_ADDRESS = "This address is not valid.";
const CHECK_ADDRESS = "Check the address you typed.";

/**
 * A small page for refusals that happen before Remix (no shop theme, no script), shaped like
 * the app's error pages: the status, the reason as the heading, what to do, Go back to /.
 */
export function sendEdgePage(res: Response, status: number, reason: string, hint: string) {
  if (res.headersSent) return void res.end();
  res.status(status);
  res.set({
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy":
      "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  });
  res.send(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapedHtml(reason)}</title><style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#111827;line-height:1.5;text-align:center}` +
      `.status{font-size:3rem;font-weight:700;color:#0f766e;margin:0}h1{font-size:1.4rem}a{display:inline-block;margin-top:1.5rem;padding:.5rem 1.5rem;border-radius:.25rem;background:#0f766e;color:#fff;text-decoration:none}</style>` +
      `</head><body><main><p class="status">${status}</p><h1>${escapedHtml(reason)}</h1><p>${escapedHtml(hint)}</p><a href="/">Go back</a></main></body></html>`,
  );
}

/**
 * The request id (ours, or a sane one from the proxy) on the answer, and exactly one JSON log
 * line when the response ends; `facts` are read then. Returns the id.
 */
export function beginAccessLog(
  req: IncomingMessage,
  res: ServerResponse,
  facts: () => { path: string; host: string; ip: string | undefined },
): string {
  const incoming = req.headers["x-request-id"];
  const id = typeof incoming === "string" && /^[\w-]{8,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader("X-Request-Id", id);
  const startedAt = performance.now();
  res.once("close", () => {
    const { path, host, ip } = facts();
    log.info("request", {
      id,
      method: req.method,
      path: path.slice(0, 300),
      status: res.statusCode,
      ms: Math.round(performance.now() - startedAt),
      host,
      ip,
      bytes: Number(res.getHeader("content-length")) || undefined,
      aborted: res.writableFinished ? undefined : true,
    });
  });
  return id;
}

export const accessLog: RequestHandler = (req, res, next) => {
  req.requestId = beginAccessLog(req, res, () => ({ path: req.path, host: req.publicHost, ip: req.ip }));
  next();
};

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";

/** Whether the request carries a session cookie (anything rendered for it is personal). */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return /(?:^|;\s*)__session=/.test(cookie ?? "");
}

/**
 * Headers on every response, static files, redirects and health checks included, set as its
 * headers are written. A route may set its own Permissions-Policy (the card form allows
 * payment); anything rendered for a session, or setting a cookie, is never stored by a shared
 * cache.
 */
export function setSecurityHeaders(res: ServerResponse, hasSession: boolean) {
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("X-Frame-Options", "DENY");
  if (!res.hasHeader("Permissions-Policy")) res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
  if (config().isProduction) res.setHeader("Strict-Transport-Security", "max-age=15552000");
  res.removeHeader("X-Powered-By");
  const type = String(res.getHeader("content-type") ?? "");
  const personal = res.hasHeader("set-cookie") || (hasSession && !/^(image|font)\/|javascript|text\/css/.test(type));
  if (personal) res.setHeader("Cache-Control", "private, no-store");
}

export const securityHeaders: RequestHandler = (req, res, next) => {
  const hasSession = hasSessionCookie(req.headers.cookie);
  onHeaders(res, () => setSecurityHeaders(res, hasSession));
  next();
};

/** Long URLs get a small page instead of a parser error or a 500 further in. */
export const urlLength: RequestHandler = (req, res, next) => {
  if (req.originalUrl.length > MAX_URL_LENGTH)
    return sendEdgePage(res, 414, "This address is too long.", "Please try a shorter search or link.");
  next();
};

function firstValue(header: string | string[] | undefined): string | undefined {
  return (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() || undefined;
}

/**
 * The host (and port) the browser used, lowercased: the trusted proxy's X-Forwarded-Host, else
 * the Host; undefined when that is not a host name or an IP literal with an optional port.
 */
export function settledHostOf(headers: IncomingHttpHeaders, trusted: boolean): string | undefined {
  const host = (trusted ? firstValue(headers["x-forwarded-host"]) : undefined) ?? headers.host;
  return isValidHostHeader(host) ? host.toLowerCase() : undefined;
}

/** The scheme the browser used, as Express's `req.protocol` reads it: the trusted proxy's X-Forwarded-Proto, else the socket's. */
export function protocolOf(req: IncomingMessage, trusted: boolean): string {
  const own = (req.socket as { encrypted?: boolean }).encrypted ? "https" : "http";
  return (trusted && firstValue(req.headers["x-forwarded-proto"])) || own;
}

/**
 * The Host (and, from a trusted proxy, X-Forwarded-Host) must be a host name or an IP
 * literal with an optional port; anything else is a 400 page, never a URL built from it.
 * Forwarded headers from anyone else are dropped so nothing further in can read them, and
 * the client address the trusted proxy saw travels in CLIENT_ADDRESS_HEADER.
 */
export const settleHost: RequestHandler = (req, res, next) => {
  // Express's compiled `trust proxy` test (TRUST_PROXY) for the direct peer.
  const trusted = Boolean(req.app.get("trust proxy fn")(req.socket.remoteAddress ?? "", 0));
  const host = settledHostOf(req.headers, trusted);
  if (host === undefined)
    return sendEdgePage(res, 400, "This request did not name a valid shop address.", CHECK_ADDRESS);
  // A path, as browsers send: `*` or a whole URL (a proxy's request form) names no page here.
  if (!req.originalUrl.startsWith("/")) return sendEdgePage(res, 400, INVALID_ADDRESS, CHECK_ADDRESS);
  if (!trusted) {
    delete req.headers["x-forwarded-host"];
    delete req.headers["x-forwarded-proto"];
    delete req.headers["x-forwarded-for"];
  } else {
    // Only the validated forwarded host counts from here on.
    req.headers["x-forwarded-host"] = host;
  }
  req.headers.host = host;
  req.publicHost = host;
  req.headers[CLIENT_ADDRESS_HEADER] = req.ip ?? "unknown";
  next();
};

/** The Origin (or Referer) of a POST, or undefined when missing, "null" or garbage. */
function senderOrigin(req: Request): string | undefined {
  const origin = req.get("origin");
  if (origin && origin !== "null") return origin.toLowerCase();
  const referer = req.get("referer");
  if (!referer) return undefined;
  try {
    return new URL(referer).origin.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Cross-site request forgery guard: a POST must come from this very site (Origin, or else
 * Referer); foreign, "null", garbage or missing ones get a page of ours. Only GET, HEAD and
 * POST reach the app; only HTML form bodies, read up to MAX_FORM_BYTES by bytes, not by the
 * Content-Length the client claims.
 */
export const formPostsOnly: RequestHandler[] = [
  (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method !== "POST") {
      res.setHeader("Allow", "GET, HEAD, POST");
      return sendEdgePage(
        res,
        405,
        "This page does not accept that kind of request.",
        "Pages here are read, and forms are sent, from the shop itself.",
      );
    }
    if (senderOrigin(req) !== `${req.protocol}://${req.publicHost}`) {
      return sendEdgePage(
        res,
        403,
        "This form was sent from another site and was refused.",
        "Go back to the shop and send it from there.",
      );
    }
    if (!FORM_TYPES.test(req.get("content-type") ?? "")) {
      return sendEdgePage(res, 415, "Send this as an HTML form.", "This address only accepts the shop's own forms.");
    }
    next();
  },
  readFormBody,
];

/**
 * Reads a form body into `req.body`, counting the bytes actually read (a chunked body has no
 * Content-Length, and a claimed one may lie): past MAX_FORM_BYTES the answer is a 413 page
 * at once and the connection is closed, without reading or keeping the rest.
 */
function readFormBody(req: Request, res: Response, next: (error?: unknown) => void) {
  const tooLarge = () => {
    res.setHeader("Connection", "close");
    sendEdgePage(res, 413, "This form is too large.", "Please send a shorter message or fewer fields.");
    // Like nginx's lingering close: drain (and drop) a little more, so the client reads our
    // answer instead of a connection reset, then cut the connection whatever is left.
    let drained = 0;
    const cut = setTimeout(() => req.socket.destroy(), LINGER_MS);
    cut.unref();
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > LINGER_BYTES) req.socket.destroy();
    });
    req.once("close", () => clearTimeout(cut));
    req.resume();
  };
  if (Number(req.get("content-length") ?? 0) > MAX_FORM_BYTES) return tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_FORM_BYTES) return void chunks.push(chunk);
    req.off("data", onData);
    req.off("end", onEnd);
    req.pause();
    tooLarge();
  };
  const onEnd = () => {
    req.body = Buffer.concat(chunks);
    next();
  };
  req.on("data", onData);
  req.once("end", onEnd);
  req.once("error", next);
}

/**
 * The HTTP server around the app: headers up to 4 × MAX_URL_LENGTH, so a long URL reaches our
 * own 414 page; past that, and for requests Node cannot parse, a short plain answer.
 */
export function createEdgeServer(app: (req: IncomingMessage, res: ServerResponse) => void) {
  // An idle keep-alive connection is kept longer than a proxy keeps its own (nginx in deploy/:
  // 4 s), so the proxy closes it, never we while it writes a request on it (a POST it would
  // not resend).
  const server = createServer({ maxHeaderSize: 4 * MAX_URL_LENGTH }, app);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return void socket.destroy();
    const status = error.code === "HPE_HEADER_OVERFLOW" ? "431 Request Header Fields Too Large" : "400 Bad Request";
    socket.end(
      `HTTP/1.1 ${status}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\nX-Content-Type-Options: nosniff\r\n\r\n${status}\r\n`,
    );
  });
  return server;
}

/**
 * For a drain (server/edge/main.ts, shutdown; docs/decisions/0018): how long each connection of
 * `server` has had no request in flight. The returned function destroys the connections idle
 * for at least `ms`, and no other: a connection that finished an answer a moment ago may be in
 * a proxy's pool still (an answer whose headers left before the drain began carries no
 * `Connection: close`), and only the proxy may close that one until its own idle timeout passed.
 */
export function trackIdleConnections(server: Server): (ms: number) => void {
  const connections = new Map<Socket, { inFlight: number; idleSince: number }>();
  server.on("connection", (socket: Socket) => {
    connections.set(socket, { inFlight: 0, idleSince: Date.now() });
    socket.once("close", () => connections.delete(socket));
  });
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const connection = connections.get(req.socket);
    if (!connection) return;
    connection.inFlight += 1;
    res.once("close", () => {
      connection.inFlight -= 1;
      connection.idleSince = Date.now();
    });
  });
  return (ms) => {
    const now = Date.now();
    for (const [socket, { inFlight, idleSince }] of connections)
      if (inFlight === 0 && now - idleSince >= ms) socket.destroy();
  };
}

/**
 * A request that broke off ends quietly; one Express refuses as the client's mistake (a path
 * whose percent-encoding is not UTF-8, say) is a 400 page; anything else is a 500 page and one
 * log line.
 */
export const edgeErrors: ErrorRequestHandler = (
  error: { message?: string; code?: string; status?: unknown },
  req,
  res,
  _next,
) => {
  if (error.code === "ECONNRESET" || error.code === "ECONNABORTED") return void res.end();
  if (error.status === 400) return sendEdgePage(res, 400, INVALID_ADDRESS, CHECK_ADDRESS);
  log.error("unhandled error", { id: req.requestId, path: req.path.slice(0, 300), error: error.message });
  return sendEdgePage(res, 500, "Something went wrong on our side.", "Please try again in a moment.");
};
