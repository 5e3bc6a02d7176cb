import { createRequire } from "node:module";
import type * as RemixReact from "@remix-run/react";
import { ScriptsAfterFirstPaint } from "~/components/ScriptsAfterFirstPaint";
import { renderRemixServer, testManifest } from "../support/remix-server";

/**
 * app/components/ScriptsAfterFirstPaint.tsx (decision 0023): Remix's <Scripts> without its
 * modulepreload links, its module script rewritten to fetch the page's modules once the page has
 * painted. Rendered by Remix's own server render, so the script it rewrites is Remix's: a Remix
 * upgrade that changes it fails here.
 */
const { Outlet, Scripts } = createRequire(import.meta.url)("@remix-run/react") as typeof RemixReact;

const root = () => (
  <main>
    <Outlet />
    <ScriptsAfterFirstPaint nonce="n0nce" />
  </main>
);

/** The module script's text, and what the page would have preloaded. */
async function moduleScript(url: string) {
  const html = await renderRemixServer(url, { root });
  const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
  const module = scripts.find(([, attributes]) => attributes!.includes('type="module"'));
  return { html, attributes: module?.[1], text: module?.[2]?.replace(/&quot;/g, '"').replace(/&#x27;/g, "'") };
}

/** The module script Remix's own <Scripts> writes for `url`. */
async function remixModuleScript(url: string) {
  const html = await renderRemixServer(url, {
    root: () => (
      <main>
        <Outlet />
        <Scripts />
      </main>
    ),
  });
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
}

/**
 * Runs the script with a browser's surface stubbed: dynamic imports, frames, timers and the paint
 * timeline are recorded in `log`, in the order they happen.
 */
async function run(text: string, paints: { supported: boolean; after: number }) {
  const log: string[] = [];
  const timers: Array<() => void> = [];
  let frame = 0;
  const browser = {
    PerformanceObserver: { supportedEntryTypes: paints.supported ? ["paint", "mark"] : ["mark"] },
    performance: {
      getEntriesByName: (name: string) => (name === "first-contentful-paint" && frame >= paints.after ? [{}] : []),
    },
    requestAnimationFrame: (callback: () => void) => timers.push(() => (log.push(`frame ${++frame}`), callback())),
    setTimeout: (callback: () => void, ms?: number) => (ms ? log.push(`timeout ${ms}`) : timers.push(callback)),
    document: { head: { insertAdjacentHTML: (_where: string, html: string) => log.push(`links ${html}`) } },
    window: {} as Record<string, unknown>,
    importModule: (href: string) => (log.push(`import ${href}`), Promise.resolve({ href })),
  };
  const body = text.replace(/\bimport\(/g, "importModule(");
  new Function(...Object.keys(browser), body)(...Object.values(browser));
  // Timers and frames, each after the microtasks of the one before.
  for (let turn = 0; turn < 50; turn++) {
    await new Promise((resolve) => setImmediate(resolve));
    timers.shift()?.();
  }
  return { log, window: browser.window };
}

describe("ScriptsAfterFirstPaint", () => {
  it("writes no modulepreload link and no import that runs while the page is parsed", async () => {
    const { html, attributes, text } = await moduleScript("/product/7");
    expect(html.replace(/<script[\s\S]*?<\/script>/g, "")).not.toContain("<link");
    expect(attributes).toContain('nonce="n0nce"');
    expect(text).toMatch(/^let t=/);
    expect(text).not.toMatch(/(^|;|\n)\s*import[\s*{"]/);
    // The context script Remix writes before it is left as it is.
    expect(html).toContain("window.__remixContext = ");
  });

  it("after the first paint: adds the preload links, then imports the framework, the route modules and the entry, a task each", async () => {
    const { text } = await moduleScript("/product/7");
    const { log, window } = await run(text!, { supported: true, after: 2 });
    const manifest = testManifest();
    const preloaded = [
      "/build/entry.client.js",
      ...manifest.entry.imports,
      "/build/_shared/ui.js",
      "/build/root.js",
      "/build/_shared/card.js",
      "/build/routes/product.js",
    ];
    expect(log).toEqual([
      "timeout 3000",
      "frame 1",
      "frame 2",
      `links ${preloaded.map((href) => `<link rel="modulepreload" href="${href}">`).join("")}`,
      ...manifest.entry.imports.map((href) => `import ${href}`),
      "import /build/root.js",
      "import /build/routes/product.js",
      "import /build/entry.client.js",
    ]);
    // What Remix's script set before the entry runs: the route modules and the partial manifest
    // (the routes of this page and its parents' paths, not the route no page here matches).
    expect(window.__remixRouteModules).toEqual({
      root: { href: "/build/root.js" },
      "routes/product": { href: "/build/routes/product.js" },
    });
    expect(Object.keys((window.__remixManifest as { routes: object }).routes)).toEqual(["root", "routes/product"]);
  });

  it("waits two frames where the browser records no paints", async () => {
    const { text } = await moduleScript("/product/7");
    const { log } = await run(text!, { supported: false, after: Infinity });
    expect(log.slice(0, 4)).toEqual(["timeout 3000", "frame 1", "frame 2", expect.stringMatching(/^links /)]);
  });

  it("keeps the development build's live-reload import first, as Remix writes it", async () => {
    const { deferredModuleScript } = await import("~/components/deferred-scripts.server");
    const { text } = await moduleScript("/product/7");
    const remix = await remixModuleScript("/product/7");
    const withHmr = deferredModuleScript(`import "/build/_hmr.js";;${remix.slice(1)}`, ["/build/entry.client.js"]);
    expect(withHmr.startsWith('import "/build/_hmr.js";let t=')).toBe(true);
    expect(text).toMatch(/^let t=/);
  });

  it("fails loudly on a module script it does not know (a Remix upgrade)", async () => {
    const { deferredModuleScript } = await import("~/components/deferred-scripts.server");
    expect(() => deferredModuleScript('import "/build/manifest.js";\nimport("/build/entry.js");', ["/a.js"])).toThrow(
      /not the one it knows/,
    );
  });
});
