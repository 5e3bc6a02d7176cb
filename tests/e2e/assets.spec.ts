import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { BUILD_DIR } from "../../scripts/check-client-bundle";
import { expect, test } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";

/**
 * The build's scripts and stylesheets are compressed once, when the build is made
 * (scripts/precompress-assets.ts), and sent as those bytes: brotli 11 to a client that accepts
 * it, zopfli's gzip to one that accepts only gzip, the plain file otherwise. Playwright's request
 * decodes what it receives, so each answer is compared with the plain file, and its length
 * with the copy written at build time (on-the-fly compression would send no length, and other
 * bytes); tests/unit/precompress-assets.test.ts checks the copies themselves.
 */
test(
  "the build's scripts and stylesheet are sent as compressed at build time, by what the client accepts",
  { tag: "@once" },
  async ({ request }) => {
    // The page as the server sends it: its stylesheet link, and the modules its script fetches once
    // the page has painted (decision 0023). Node's resolver does not know *.localhost; localhost
    // shows the sample shop, with the same assets.
    const html = await (await request.get(shopUrl("localhost", "/"))).text();
    const assets = [
      ...new Set([...html.matchAll(/"(\/build\/[^"]+\.(?:js|css))"/g)].map((match) => shopUrl("localhost", match[1]!))),
    ];
    expect(assets.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(3);
    expect(assets.some((url) => url.endsWith(".css"))).toBe(true);

    for (const url of assets) {
      const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
      expect(plain.status(), url).toBe(200);
      expect(plain.headers()["content-encoding"], url).toBeUndefined();
      expect(plain.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
      const file = await plain.body();
      // The copies the build wrote beside the file, where they are smaller than it (a chunk of a hundred bytes has none).
      const built = path.join(BUILD_DIR, "public", new URL(url).pathname);
      expect(readFileSync(built).equals(file), `${url} is the built file`).toBe(true);

      for (const [acceptEncoding, encoding, suffix] of [
        ["gzip, deflate, br", "br", ".br"],
        ["gzip, deflate", "gzip", ".gz"],
      ] as const) {
        const answer = await request.get(url, { headers: { "Accept-Encoding": acceptEncoding } });
        const headers = answer.headers();
        const sent = existsSync(`${built}${suffix}`)
          ? { encoding, length: readFileSync(`${built}${suffix}`).length }
          : { encoding: undefined, length: file.length };
        expect(headers["content-encoding"], `${url} for ${acceptEncoding}`).toBe(sent.encoding);
        expect(Number(headers["content-length"]), `${url} for ${acceptEncoding}`).toBe(sent.length);
        expect(headers["vary"], url).toContain("Accept-Encoding");
        expect(headers["content-type"], url).toMatch(
          url.endsWith(".css") ? /^text\/css/ : /^(application|text)\/javascript/,
        );
        expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
        expect((await answer.body()).equals(file), `${url} for ${acceptEncoding} decodes to the file`).toBe(true);
      }
    }
  },
);

/**
 * A page's scripts wait for its first paint (decision 0023): the served HTML preloads no module
 * and imports none while it is parsed, and the inline script asks for them once the browser has
 * reported the first contentful paint. Lighthouse's simulated slow phone counts every script that
 * arrived before the first paint as holding it back.
 */
test("a page's scripts are fetched after its first paint, and it hydrates", async ({
  page,
  request,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, "no script runs without JavaScript");
  for (const pathname of ["/", "/single-product/1", "/cart"]) {
    const url = shopUrl(HOSTS.first, pathname);
    const html = await (await request.get(shopUrl("localhost", pathname))).text();
    expect(html, `${pathname} as served`).not.toMatch(/<link[^>]*rel="modulepreload"[^>]*href="\/build\//);
    expect(html, `${pathname} as served`).not.toMatch(/<script[^>]*>\s*import /);

    // The fixture's goto waits for hydration: that it resolves with the page hydrated is checked below.
    await page.goto(url);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      scriptsAskedFor: performance
        .getEntriesByType("resource")
        .filter((entry) => /\/build\/.*\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
      hydrated: "__e2eReactCommitted" in window,
    }));
    expect(timing.hydrated, `${pathname} hydrated`).toBe(true);
    expect(timing.firstPaint, `${pathname} painted`).toBeGreaterThan(0);
    expect(timing.scriptsAskedFor.length, `${pathname} fetched its modules`).toBeGreaterThan(3);
    expect(
      Math.min(...timing.scriptsAskedFor),
      `${pathname}: the first script asked for after the first paint`,
    ).toBeGreaterThanOrEqual(timing.firstPaint!);
  }
});
