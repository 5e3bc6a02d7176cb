import type { Config } from "tailwindcss";

/** Tenant colours arrive at runtime as CSS custom properties holding "r g b" channels
 * (set on <html> by app/root.tsx), so every utility such as bg-main/80 follows the shop. */
const channel = (name: string) => `rgb(var(${name}) / <alpha-value>)`;

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        main: channel("--color-main"),
        // Hover shade of main backgrounds (server/tenancy/color.ts deeperShade).
        "main-deep": channel("--color-main-deep"),
        ink: channel("--color-text"),
        bright: channel("--color-bright"),
        "bright-bg": channel("--color-bright-bg"),
      },
    },
  },
  plugins: [],
} satisfies Config;
