/**
 * STOREFRONT_BUILD_DIR (development only) moves the whole build under another folder, so that
 * several people can build and run end-to-end tests side by side without overwriting each other.
 */
const buildRoot = process.env.STOREFRONT_BUILD_DIR ?? "";

/**
 * Remix classic compiler. Every v3 future flag that the classic compiler supports is on;
 * v3_routeConfig needs the Vite plugin (see docs/decisions/0001-stack.md).
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  serverBuildPath: `${buildRoot}build/index.js`,
  assetsBuildDirectory: `${buildRoot}public/build`,
  cacheDirectory: `${buildRoot}.cache`,
  serverModuleFormat: "esm",
  serverPlatform: "node",
  tailwind: true,
  postcss: true,
  // Our subpath imports (package.json "imports": #server/…, plain TypeScript shared by loaders,
  // and #link, app/components/link.server.tsx) are ours to bundle, as are the ESM-only packages.
  serverDependenciesToBundle: [/^remix-utils.*/, /^@conform-to\/.*/, /^#/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
