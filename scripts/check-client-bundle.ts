/**
 * After `remix build`: fails when server-only code reached the browser bundle. Remix blanks
 * `*.server` modules only inside app/; server/ sits outside it, so a component (or any
 * module-scope call in a route) importing a runtime value from a server/*.server module would
 * ship config, cookies and upstream calls to the browser. Loaders and actions are plain
 * function exports, which the compiler drops from the client build with their imports.
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
  console.error("Import runtime values into components only from modules without .server, and keep loaders/actions plain function exports.");
  process.exit(1);
}
console.log(`client bundle: no server-only code (${(bytes / 1024).toFixed(0)} KiB of JavaScript checked)`);
