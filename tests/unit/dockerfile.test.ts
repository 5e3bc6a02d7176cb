import { readFileSync } from "node:fs";
import path from "node:path";
import { STOREFRONT_MALLOC_ENV, STOREFRONT_NODE_FLAGS } from "../../scripts/stack.ts";

const root = path.resolve(import.meta.dirname, "../..");
const dockerfile = readFileSync(path.join(root, "Dockerfile"), "utf8");
const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
  scripts: Record<string, string>;
};

/** Read without an engine; `npm run test:container` builds and runs the image (docs/operations.md). */
describe("Dockerfile", () => {
  it("is multi-stage on the same Node major as the project", () => {
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24[\w.-]*$/m);
    expect(pkg.engines.node).toMatch(/>=24/);
    expect(pkg.devDependencies.node).toMatch(/^\^?24\./);
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
  });

  it("ships production dependencies only, as a non-root user", () => {
    // --omit=dev alone keeps typescript: a dev dependency and an optional peer of Remix (0026).
    expect(dockerfile).toMatch(/^RUN npm install --omit=dev --omit=optional /m);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    expect(runtime).not.toMatch(/COPY \. \./);
  });

  it("applies the dependency patches wherever it installs (patch-package runs as postinstall)", () => {
    expect(pkg.scripts.postinstall).toBe("patch-package");
    const installs = [...dockerfile.matchAll(/^RUN npm install\b/gm)];
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const install of installs) {
      // patches/ is in the stage before its npm install runs.
      const before = dockerfile.slice(dockerfile.lastIndexOf("FROM ", install.index), install.index);
      expect(before).toMatch(/^COPY patches \.\/patches$/m);
    }
  });

  it("has a HEALTHCHECK on /healthz and runs our server, stopped by SIGTERM", () => {
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/healthz/m);
    expect(dockerfile).toMatch(/^CMD \["node", (?:"--[\w=-]+", )*"build\/edge\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
  });

  it("says healthy within its start period: Docker (before 25) first probes one interval after start", () => {
    const healthcheck = /^HEALTHCHECK (.*)$/m.exec(dockerfile)?.[1] ?? "";
    const seconds = (option: string) => Number(new RegExp(`--${option}=(\\d+)s`).exec(healthcheck)?.[1]);
    expect(seconds("interval")).toBeLessThan(seconds("start-period"));
  });

  it("builds offline from a local base: no `# syntax=` line (BuildKit would pull that frontend image)", () => {
    expect(dockerfile).not.toMatch(/^# syntax=/m);
  });

  it("runs Node with the memory settings scripts/stack.ts runs the storefront with", () => {
    const flags = STOREFRONT_NODE_FLAGS.map((flag) => `"${flag}", `).join("");
    expect(dockerfile).toContain(`CMD ["node", ${flags}"build/edge/main.js"]`);
    for (const [name, value] of Object.entries(STOREFRONT_MALLOC_ENV))
      expect(dockerfile).toMatch(new RegExp(`^(?:ENV)?\\s+${name}=${value}(?: \\\\)?$`, "m"));
  });

  it("runs node as PID 1 (no init), so the server handles SIGTERM itself: PID 1 gets no default handler", () => {
    expect(dockerfile).not.toMatch(/tini|dumb-init/);
    const server = readFileSync(path.join(root, "server", "edge", "main.ts"), "utf8");
    expect(server).toMatch(/process\.on\("SIGTERM", \(\) => shutdown\("SIGTERM"\)\)/);
  });

  it("copies the build, the edge's bundle in it, and no TypeScript (Node runs build/edge/main.js)", () => {
    const runtime = dockerfile.slice(dockerfile.lastIndexOf("FROM "));
    expect(runtime).not.toMatch(/^COPY --from=build .* \/app\/server /m);
    expect(runtime).toMatch(/^COPY --from=build .* \/app\/build \.\/build$/m);
    // What server/edge may import (the platform only) is an ESLint rule: tests/unit/architecture.test.ts.
  });
});
