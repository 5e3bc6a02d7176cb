import { createServer, type IncomingMessage, type Server } from "node:http";
import { sendRaw, type Reply } from "../support/raw-http";
import type { AddressInfo } from "node:net";
import express from "express";
import { languageWork, visitorLanguage } from "#server/edge/language";
import type { Language } from "#server/platform/language";

/**
 * The visitor's language at the edge (server/edge/language.ts, decision 0028): the first view
 * of `/` follows Accept-Language to a language the shop offers, and a page view remembers its
 * language in the `lang` cookie. A stand-in app behind it says which page it rendered.
 */

let server: Server;
let port: number;
let offered: readonly Language[] = ["en", "ar"];
let lookups = 0;

beforeAll(async () => {
  const app = express();
  app.use(
    visitorLanguage(() => async () => {
      lookups += 1;
      return offered;
    }),
  );
  app.get("*", (req, res) => void res.send(`page ${req.originalUrl}`));
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  offered = ["en", "ar"];
  lookups = 0;
});

function get(path: string, headers: Record<string, string> = {}): Promise<Reply> {
  return sendRaw(port, { path, headers: { accept: "text/html", "sec-fetch-dest": "document", ...headers } });
}

const langCookie = (reply: Reply) => reply.headers["set-cookie"]?.find((cookie) => cookie.startsWith("lang="));

describe("the first view of /", () => {
  it("goes to /ar, query kept, when the browser asks for Arabic and the shop offers it", async () => {
    const reply = await get("/?utm_source=x", { "accept-language": "ar-SA,ar;q=0.9,en;q=0.8" });
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe("/ar?utm_source=x");
    expect(reply.headers.vary).toBe("Accept-Language, Cookie");
    expect(reply.headers["cache-control"]).toBe("private, no-store");
  });

  it("stays on / for English, for a shop in English only, and for a crawler that asks nothing", async () => {
    expect((await get("/", { "accept-language": "en-US,en;q=0.9,ar;q=0.5" })).status).toBe(200);
    expect((await get("/")).status).toBe(200);
    offered = ["en"];
    expect((await get("/", { "accept-language": "ar" })).status).toBe(200);
  });

  it("stays on / once a language is remembered: the English link from /ar undoes the redirect", async () => {
    const reply = await get("/", { "accept-language": "ar", cookie: "lang=ar" });
    expect(reply.status).toBe(200);
    expect(reply.body).toBe("page /");
    expect(langCookie(reply)).toMatch(/^lang=en; Max-Age=31536000; Path=\/; Expires=.*; SameSite=Lax$/);
    expect(lookups).toBe(0);
  });

  it("never redirects another page, a data request or a prefetch", async () => {
    for (const path of ["/category/3", "/_root.data", "/cart"])
      expect((await get(path, { "accept-language": "ar" })).status, path).toBe(200);
    expect((await get("/", { "accept-language": "ar", "sec-purpose": "prefetch" })).status).toBe(200);
  });
});

describe("the lang cookie", () => {
  it("is set by an Arabic page view and kept while the visitor reads Arabic", async () => {
    expect(langCookie(await get("/ar/cart"))).toMatch(/^lang=ar;/);
    expect(langCookie(await get("/ar/cart", { cookie: "lang=ar" }))).toBeUndefined();
  });

  it("is not set for a visitor who has only read English, nor by data requests", async () => {
    expect(langCookie(await get("/category/3"))).toBeUndefined();
    expect(langCookie(await get("/ar/cart.data", { "sec-fetch-dest": "empty" }))).toBeUndefined();
  });
});

describe("what the middleware would do, as the hit lane asks it (languageWork)", () => {
  const view = (url: string, headers: Record<string, string> = {}) =>
    ({ method: "GET", url, headers: { accept: "text/html", ...headers } }) as unknown as IncomingMessage;

  it("is nothing for an English page without a cookie, a remembered language, or a data request", () => {
    expect(languageWork(view("/category/1"))).toBeNull();
    expect(languageWork(view("/ar/category/1", { cookie: "lang=ar" }))).toBeNull();
    expect(languageWork(view("/", { cookie: "lang=en", "accept-language": "ar" }))).toBeNull();
    expect(languageWork(view("/ar.data"))).toBeNull();
  });

  it("remembers a language the cookie does not hold, and may send a first view of `/` elsewhere", () => {
    expect(languageWork(view("/ar/category/1"))).toEqual({ remember: "ar", mayRedirect: false });
    expect(languageWork(view("/category/1", { cookie: "lang=ar" }))).toEqual({ remember: "en", mayRedirect: false });
    expect(languageWork(view("/", { "accept-language": "ar" }))).toEqual({ remember: null, mayRedirect: true });
  });
});
