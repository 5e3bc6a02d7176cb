import type { Config } from "tailwindcss";
import defaultTheme from "tailwindcss/defaultTheme";

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
      fontFamily: {
        // Arabic pages (app/arabic.css, linked on /ar… only): IBM Plex Sans Arabic for Arabic letters,
        // metric-matched system fallbacks while it loads, the usual stack for Latin text and digits.
        arabic: [
          '"IBM Plex Sans Arabic"',
          '"IBM Plex Sans Arabic Fallback"',
          '"IBM Plex Sans Arabic Naskh Fallback"',
          ...defaultTheme.fontFamily.sans,
        ],
      },
    },
  },
  plugins: [],
} satisfies Config;
