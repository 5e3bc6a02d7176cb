import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";
import boundaries from "eslint-plugin-boundaries";

/** The storefront talks to the reference upstream over HTTP only: no import reaches upstream/. */
const noUpstreamImport = (regex, paths = []) => ({
  "no-restricted-imports": [
    "error",
    { patterns: [{ regex, message: "The storefront talks to the upstream over HTTP only." }], paths },
  ],
});

/** In app/, Remix's response helpers come from server/tenancy/route.ts (why: there). */
const responseHelpersFromRouteServer = {
  name: "@remix-run/node",
  importNames: ["data", "json", "redirect", "redirectDocument"],
  allowTypeImports: true,
  message:
    "Import it from server/tenancy/route.ts: a route's @remix-run/node becomes one more empty chunk on its page.",
};

/**
 * The architecture's arrows (docs/decisions/0027-the-house.md): the edge (what Node runs from
 * source) sees only the platform; the app sees neither the edge nor the reference upstream; a
 * domain never sees a route or the app; the platform sees nothing above it.
 */
const SERVER_DOMAINS = "{tenancy,identity,catalog,cart,checkout,account}";
const allow = (from, ...to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});
const architecture = {
  files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "upstream/**/*.ts"],
  ignores: ["**/*.test.ts"],
  plugins: { boundaries },
  settings: {
    "import/resolver": { typescript: { alwaysTryTypes: true } },
    "boundaries/include": ["app/**/*", "server/**/*", "upstream/**/*"],
    "boundaries/elements": [
      { type: "edge", pattern: "server/edge/**", partialMatch: false },
      { type: "platform", pattern: "server/platform/**", partialMatch: false },
      { type: "upstream-client", pattern: "server/upstream/**", partialMatch: false },
      { type: "domain", pattern: `server/${SERVER_DOMAINS}/**`, partialMatch: false },
      { type: "route", pattern: "app/routes/**", partialMatch: false },
      { type: "app", pattern: "app/**", partialMatch: false },
      { type: "reference-upstream", pattern: "upstream/**", partialMatch: false },
    ],
  },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "disallow",
        policies: [
          allow("edge", "edge", "platform"),
          allow("platform", "platform"),
          allow("upstream-client", "upstream-client", "platform"),
          allow("domain", "domain", "upstream-client", "platform"),
          allow("app", "app", "domain", "upstream-client", "platform"),
          // A component may name a route's loader in a type (a typed fetcher), nothing more.
          {
            from: { element: { type: "app" } },
            allow: { to: { element: { type: "route" } }, dependency: { kind: "type" } },
          },
          allow("route", "route", "app", "domain", "upstream-client", "platform"),
          allow("reference-upstream", "reference-upstream", "upstream-client"),
        ],
      },
    ],
  },
};

/** In app/, links come from #link (package.json "imports"): on the server, app/components/link.server.tsx (why: there). */
const linkFromImports = {
  name: "@remix-run/react",
  importNames: ["Link"],
  message: "Import Link from #link: on the server it writes a link to a path without the router's hooks.",
};

/** In app/, links come from ~/components/Link, which keeps the page's language (decision 0028). */
const linkInLanguage = {
  name: "#link",
  message: "Import Link from ~/components/Link: it keeps a link in the page's language.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      ".cache/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "data/**",
      ".tmp/**",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  // Paths relative to each folder depth that would land in the top-level upstream/.
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: noUpstreamImport("^(\\.\\./)+upstream/", [responseHelpersFromRouteServer, linkFromImports, linkInLanguage]),
  },
  {
    files: ["app/components/Link.tsx", "app/components/LanguageSwitch.tsx"],
    rules: noUpstreamImport("^(\\.\\./)+upstream/", [responseHelpersFromRouteServer, linkFromImports]),
  },
  {
    files: ["app/components/link.server.tsx"],
    rules: noUpstreamImport("^(\\.\\./)+upstream/", [responseHelpersFromRouteServer]),
  },
  { files: ["server/*.ts"], rules: noUpstreamImport("^\\.\\./upstream/") },
  { files: ["server/*/*.ts"], rules: noUpstreamImport("^\\.\\./\\.\\./upstream/") },
  // Specs take test and expect from ./fixtures, whose automatic fixture fails a test on console
  // errors, page errors and 5xx answers.
  {
    files: ["tests/e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", message: "Import test, expect and the types from ./fixtures." }] },
      ],
    },
  },
  // Size (docs/decisions/0027): a file over 400 lines or a function over 100 is a sign to split.
  // Exempt: seed data, and test files' functions (a describe callback is a list of cases).
  {
    files: ["**/*.{ts,tsx,js}"],
    // Data, not code: seed data, and the message catalogues (one per language, one name per
    // text, so they grow with the shop's texts; decision 0028) and their generated pairs.
    ignores: ["upstream/seed/data/**", "app/texts.ts", "app/texts.ar.ts"],
    rules: { "max-lines": ["error", { max: 400 }] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "upstream/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "upstream/seed/data/**"],
    rules: { "max-lines-per-function": ["error", { max: 100 }] },
  },
  architecture,
  // Formatting is Prettier's (`prettier --check` in npm run lint): no ESLint rule argues with it.
  prettier,
);
