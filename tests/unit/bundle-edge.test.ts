import { readFileSync } from "node:fs";
import { bundleEdge, EDGE_BUNDLE } from "../../scripts/bundle-edge.ts";

/**
 * scripts/bundle-edge.ts (decision 0032): the storefront runs its HTTP edge as one JavaScript file,
 * so Node never loads its type stripper. A TypeScript module left as an import would load it again
 * (or, in the image, which has no server/ folder, fail to start).
 */
describe("the edge's bundle", () => {
  it("imports only packages and Node's own modules: no TypeScript, none of our subpath imports", async () => {
    await bundleEdge();
    const bundle = readFileSync(EDGE_BUNDLE, "utf8");
    const imported = [
      ...bundle.matchAll(/^import\b[^"']*["']([^"']+)["'];?$|\bimport\(\s*["']([^"']+)["']\s*\)/gm),
    ].map((match) => match[1] ?? match[2]);
    expect(imported).toContain("express");
    expect(imported).toContain("node:http");
    for (const specifier of imported) expect(specifier).toMatch(/^(?:node:|@?[a-z])/);
    expect(bundle).not.toMatch(/["'][^"'\s]+\.tsx?["']/);
    // The whole edge is in it, its shutdown on SIGTERM (the image's PID 1) included.
    expect(bundle).toContain('process.on("SIGTERM", () => shutdown("SIGTERM"))');
  });
});
