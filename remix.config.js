/**
 * Remix classic compiler. Every v3 future flag that the classic compiler supports is on;
 * v3_routeConfig needs the Vite plugin (see docs/decisions/0001-stack.md).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // server/ is plain TypeScript shared by loaders; bundle it and the ESM-only packages.
  serverDependenciesToBundle: [/^remix-utils.*/, /^@conform-to\/.*/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
