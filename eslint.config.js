import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/**", "public/build/**", ".cache/**", "node_modules/**", "test-results/**", "playwright-report/**", "data/**"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/upstream/*", "!**/server/upstream/*"], message: "The storefront talks to the upstream over HTTP only." },
          ],
        },
      ],
    },
  },
  {
    // The reference upstream, its tests and scripts may import it; the storefront may not.
    files: ["upstream/**", "scripts/**", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
);
