/**
 * After `remix build`: fails when server-only code reached the browser bundle. Route modules
 * call wrappers at module scope (`export const loader = shopLoader(...)`); unless the call is
 * marked pure, esbuild keeps it, and with it config, cookies and upstream calls, in the client
 * build (server/ sits outside app/, where Remix blanks *.server modules itself).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..", process.env.STOREFRONT_BUILD_DIR ?? "", "public", "build");
/** Strings only server modules contain. */
const SERVER_MARKERS = ["tenants/lookup", "users/api/token", "__session", "__cart", "dev-only-session-secret", "COMMERCE_API_URL", "Invalid configuration", "upstream answered"];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith(".js") ? [full] : [];
  });
}

const leaks: string[] = [];
let bytes = 0;
for (const file of files(root)) {
  const text = readFileSync(file, "utf8");
  bytes += text.length;
  for (const marker of SERVER_MARKERS) if (text.includes(marker)) leaks.push(`${path.relative(root, file)}: ${marker}`);
}
if (leaks.length > 0) {
  console.error(`Server-only code reached the browser bundle:\n${leaks.join("\n")}`);
  console.error("Mark module-scope wrapper calls in routes /* @__PURE__ */ and import runtime values into components only from modules without .server.");
  process.exit(1);
}
console.log(`client bundle: no server-only code (${(bytes / 1024).toFixed(0)} KiB of JavaScript checked)`);
