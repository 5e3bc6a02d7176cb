/**
 * The production build the stack runs: made with Remix's CLI when there is none, or when app/ or
 * server/ changed since the last one, then finished as `npm run build` finishes it
 * (scripts/finish-build.ts). Part of scripts/stack.ts.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { finishBuild } from "../finish-build.ts";
import { ROOT } from "./children.ts";

// STOREFRONT_BUILD_DIR: see remix.config.js.
const SERVER_BUILD = path.join(ROOT, process.env.STOREFRONT_BUILD_DIR ?? "", "build", "index.js");

/** Newest modification time of the files a build is made from. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when there is no production build, or when app/ or server/ changed since the last one. */
export async function buildIfNeeded() {
  if (existsSync(SERVER_BUILD)) {
    const built = statSync(SERVER_BUILD).mtimeMs;
    if (Math.max(newestSource(path.join(ROOT, "app")), newestSource(path.join(ROOT, "server"))) <= built) return;
    console.log("[start] sources changed since the last build: running remix build");
  } else {
    console.log("[start] no production build yet: running remix build");
  }
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"],
    {
      cwd: ROOT,
      // Always the production build: a caller under vitest has NODE_ENV=test, which would make a development one.
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    },
  );
  if (result.status !== 0) throw new Error("remix build failed");
  await finishBuild(path.join(ROOT, process.env.STOREFRONT_BUILD_DIR ?? "", "public", "build"));
}
