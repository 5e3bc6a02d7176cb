import { compressAsset } from "../../scripts/precompress-assets";
import { expect, test } from "./fixtures";
import { HOSTS, shopUrl } from "./helpers";

/**
 * The build's scripts and stylesheets are compressed once, when the build is made
 * (scripts/precompress-assets.ts), and sent as those bytes: brotli 11 to a client that accepts
 * it, gzip 9 to one that accepts only gzip, the plain file otherwise. Playwright's request
 * decodes what it receives, so each answer is compared with the plain file, and its length
 * with the copy made at build time (on-the-fly compression would send no length, and other bytes).
 */
test("the build's scripts and stylesheet are sent as compressed at build time, by what the client accepts", { tag: "@once" }, async ({ page, request }) => {
  await page.goto(shopUrl(HOSTS.first));
  const assets = await page
    .locator('link[rel="modulepreload"], script[type="module"][src], link[rel="stylesheet"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLLinkElement).href || (node as HTMLScriptElement).src).filter((url) => new URL(url).pathname.startsWith("/build/")));
  expect(assets.some((url) => url.endsWith(".js"))).toBe(true);
  expect(assets.some((url) => url.endsWith(".css"))).toBe(true);

  // Node's resolver does not know *.localhost; assets are the same on every host.
  for (const url of [...new Set(assets.map((asset) => shopUrl("localhost", new URL(asset).pathname)))]) {
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
