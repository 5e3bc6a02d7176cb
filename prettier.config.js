/**
 * One formatter for the code (issue 34): 120 columns, the width the code was written to;
 * Tailwind's classes in Tailwind's own order. Markdown is prose and is left as written.
 * @type {import("prettier").Config}
 */
export default {
  printWidth: 120,
  plugins: ["prettier-plugin-tailwindcss"],
  tailwindConfig: "./tailwind.config.ts",
  tailwindFunctions: ["clsx", "cx"],
};
