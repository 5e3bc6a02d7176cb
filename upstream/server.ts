/**
 * The reference upstream: one HTTP server hosting
 *   /api/          commerce API   (COMMERCE_API_URL = <url>/api/)
 *   /payment-api/  payment API and provider simulators (PAYMENT_API_URL = <url>/payment-api/)
 *   /tracking/     tracking API   (TRACKING_API_URL = <url>/tracking/)
 *   /media/...     generated SVG images
 * on SQLite at ${dataDir}/upstream.sqlite.
 */
import { mkdirSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { commerceApp } from "./commerce/index.ts";
import { get, isEmpty, openDb, seededVersion, wipe, type DB } from "./db.ts";
import { HttpError } from "./http.ts";
import { localizeBody, message } from "./messages.ts";
import { paymentApp } from "./payment/index.ts";
import { seed, SEED_VERSION } from "./seed/index.ts";
import { strictGate } from "./strict.ts";
import { trackingApp } from "./tracking.ts";

export interface StartOptions {
  dataDir: string;
  port?: number;
  host?: string;
  reseed?: boolean;
  log?: boolean;
  /** Development-only endpoints (dev mailbox, contact messages, tracking reports/switches). Default true. */
  devEndpoints?: boolean;
  /** Answer only the documented calls in their documented form (upstream/strict.ts). Default false. */
  strict?: boolean;
}

export interface RunningUpstream {
  url: string;
  close(): Promise<void>;
}

/**
 * Open (creating if needed) the database and seed it when empty or when reseed is asked. A
 * database an older seed filled (SEED_VERSION) is reseeded too: its tables lack the new columns.
 */
export function prepareDatabase(dataDir: string, reseed = false): DB {
  mkdirSync(dataDir, { recursive: true });
  const db = openDb(path.join(dataDir, "upstream.sqlite"));
  const empty = isEmpty(db);
  const outdated = !empty && seededVersion(db) < SEED_VERSION;
  if (outdated && !reseed)
    process.stderr.write(
      `upstream: the database has an older seed (${seededVersion(db)} < ${SEED_VERSION}); reseeding\n`,
    );
  if (reseed || outdated) wipe(db);
  if (reseed || outdated || empty) seed(db);
  return db;
}

export function createApp(db: DB, opts: { log?: boolean; devEndpoints?: boolean; strict?: boolean } = {}): Hono {
  const devEndpoints = opts.devEndpoints ?? true;
  const app = new Hono({ strict: false });

  if (opts.log) {
    app.use("*", async (c, next) => {
      const t0 = performance.now();
      await next();
      process.stdout.write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - t0) * 10) / 10,
        })}\n`,
      );
    });
  }
  if (opts.strict) app.use("*", strictGate());
  app.use("*", bodyLimit({ maxSize: 1024 * 1024, onError: (c) => c.json({ detail: "Request body too large." }, 413) }));

  app.get("/", (c) => {
    const o = new URL(c.req.url).origin;
    return c.json({
      commerce: `${o}/api/`,
      payment: `${o}/payment-api/`,
      tracking: `${o}/tracking/`,
      media: `${o}/media/`,
    });
  });

  app.route("/api", commerceApp(db, { devEndpoints }));
  app.route("/payment-api", paymentApp(db));
  app.route("/tracking", trackingApp(db, { devEndpoints }));

  app.get("/media/*", (c) => {
    const p = decodeURIComponent(c.req.path.replace(/^\/media\//, "").replace(/\/$/, ""));
    const img = get<{ svg: string; etag: string }>(db, "SELECT svg, etag FROM images WHERE path = ?", p);
    if (!img) return c.json({ detail: "Not found." }, 404);
    c.header("ETag", img.etag);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    if (c.req.header("if-none-match") === img.etag) return c.body(null, 304);
    c.header("Content-Type", "image/svg+xml; charset=utf-8");
    return c.body(img.svg);
  });

  app.notFound((c) => c.json({ detail: message(c, "notFound") }, 404));
  app.onError((err, c) => {
    // Errors in the shopper's language (Accept-Language, messages.ts); English by default.
    if (err instanceof HttpError) return c.json(localizeBody(c, err.body), err.status);
    if (/constraint failed/i.test(String(err?.message))) {
      // e.g. two concurrent registrations with the same email: a conflict, not a crash
      return c.json({ detail: message(c, "conflict") }, 400);
    }
    const status = (err as { status?: unknown }).status;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return c.json({ detail: err.message || "Bad request." }, status as 400);
    }
    process.stderr.write(
      `${JSON.stringify({ level: "error", method: c.req.method, path: c.req.path, error: String(err?.stack ?? err) })}\n`,
    );
    return c.json({ detail: "Internal server error." }, 500);
  });
  return app;
}

export async function startUpstream(opts: StartOptions): Promise<RunningUpstream> {
  const db = prepareDatabase(opts.dataDir, opts.reseed ?? false);
  const app = createApp(db, { log: opts.log, devEndpoints: opts.devEndpoints, strict: opts.strict });
  const host = opts.host ?? "127.0.0.1";
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: opts.port ?? 0, hostname: host }, () => resolve(s));
    s.once("error", reject);
  });
  const addr = server.address() as AddressInfo;
  const shownHost = host.includes(":") ? `[${host}]` : host === "0.0.0.0" ? "127.0.0.1" : host;
  let closed = false;
  return {
    url: `http://${shownHost}:${addr.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        server.close(() => {
          db.close();
          resolve();
        });
        const s = server as unknown as { closeAllConnections?: () => void };
        s.closeAllConnections?.();
      }),
  };
}
