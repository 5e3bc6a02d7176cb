import { compressAsset } from "../../scripts/precompress-assets";
import { expect, test } from "./fixtures";
import { shopUrl } from "./helpers";

/**
 * The build's scripts and stylesheets are compressed once, when the build is made
 * (scripts/precompress-assets.ts), and sent as those bytes: brotli 11 to a client that accepts
 * it, gzip 9 to one that accepts only gzip, the plain file otherwise. Playwright's request
 * decodes what it receives, so each answer is compared with the plain file, and its length
 * with the copy made at build time (on-the-fly compression would send no length, and other bytes).
 */
test("the build's scripts and stylesheet are sent as compressed at build time, by what the client accepts", { tag: "@once" }, async ({ request }) => {
  // The page as the server sends it: once hydrated, Remix takes its modulepreload links out of the DOM.
  // Node's resolver does not know *.localhost; localhost shows the sample shop, with the same assets.
  const html = await (await request.get(shopUrl("localhost", "/"))).text();
  const assets = [...new Set([...html.matchAll(/<link rel="(?:modulepreload|stylesheet)" href="(\/build\/[^"]+)"/g)].map((match) => shopUrl("localhost", match[1]!)))];
  expect(assets.filter((url) => url.endsWith(".js")).length).toBeGreaterThan(3);
  expect(assets.some((url) => url.endsWith(".css"))).toBe(true);

  for (const url of assets) {
    const plain = await request.get(url, { headers: { "Accept-Encoding": "identity" } });
    expect(plain.status(), url).toBe(200);
    expect(plain.headers()["content-encoding"], url).toBeUndefined();
    expect(plain.headers()["cache-control"], url).toBe("public, max-age=31536000, immutable");
    const file = await plain.body();
    if (file.length < 1024) continue;
    const copies = compressAsset(file);

    for (const [acceptEncoding, encoding, copy] of [
      ["gzip, deflate, br", "br", copies.br],
      ["gzip, deflate", "gzip", copies.gz],
    ] as const) {
      const answer = await request.get(url, { headers: { "Accept-Encoding": acceptEncoding } });
      const headers = answer.headers();
      expect(headers["content-encoding"], `${url} for ${acceptEncoding}`).toBe(encoding);
      expect(Number(headers["content-length"]), `${url} for ${acceptEncoding}`).toBe(copy.length);
      expect(headers["vary"], url).toContain("Accept-Encoding");
      expect(headers["content-type"], url).toMatch(url.endsWith(".css") ? /^text\/css/ : /^(application|text)\/javascript/);
      expect(headers["cache-control"], url).toBe("public, max-age=31536000, immutable");
      expect((await answer.body()).equals(file), `${url} for ${acceptEncoding} decodes to the file`).toBe(true);
    }
  }
});
