/**
 * `npm run dev`: Remix's development build with live reload, served by our own server
 * (server/edge/main.ts reloads each new build), against the reference upstream started here
 * when no upstream URL is configured.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { pointAtReferenceUpstream, ROOT, startReferenceUpstream } from "./stack.ts";

const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "development" };
let stopUpstream = async () => {};
if (!env.COMMERCE_API_URL) {
  const upstream = await startReferenceUpstream({ dataDir: path.resolve(ROOT, env.DATA_DIR || "./data"), env });
  pointAtReferenceUpstream(env, upstream.url);
  stopUpstream = upstream.stop;
  console.log(`[dev] reference upstream at ${upstream.url}`);
}

const remix = spawn(
  process.execPath,
  [
    path.join(ROOT, "node_modules", "@remix-run", "dev", "dist", "cli.js"),
    "dev",
    "--manual",
    "-c",
    `${process.execPath} server/edge/main.ts`,
  ],
  { cwd: ROOT, env, stdio: "inherit" },
);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    remix.kill(signal);
    void stopUpstream().then(() => process.exit(0));
  });
}
remix.once("exit", (code) => void stopUpstream().then(() => process.exit(code ?? 0)));
