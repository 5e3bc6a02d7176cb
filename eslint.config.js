import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import prettier from "eslint-config-prettier";

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
  { files: ["app/**/*.{ts,tsx}"], rules: noUpstreamImport("^(\\.\\./)+upstream/", [responseHelpersFromRouteServer]) },
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
  // Formatting is Prettier's (`prettier --check` in npm run lint): no ESLint rule argues with it.
  prettier,
);
