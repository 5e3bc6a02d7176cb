/**
 * CLI of the reference upstream.
 *   node upstream/main.ts               serve (seeding an empty database first)
 *   node upstream/main.ts --reseed      wipe and seed, then serve
 *   node upstream/main.ts --reseed-only wipe and seed, then exit
 * Env: DATA_DIR (./data), UPSTREAM_PORT (0 = a free port), UPSTREAM_HOST (127.0.0.1),
 *      UPSTREAM_DEV_ENDPOINTS (1; set 0 to hide the development-only endpoints),
 *      UPSTREAM_LOG (1; set 0 to silence the per-request JSON log lines),
 *      UPSTREAM_SCRYPT_N (4096; password-hash cost, a power of two),
 *      UPSTREAM_STRICT (0; set 1 to answer only the documented calls, as documented: the tests).
 * Prints exactly one line `UPSTREAM_READY <url>` when listening.
 */
import { prepareDatabase, startUpstream } from "./server.ts";

const args = new Set(process.argv.slice(2));
// A parent that stops reading our stdout must not crash us (EPIPE).
process.stdout.on("error", () => {});
const dataDir = process.env.DATA_DIR || "./data";
const port = Number(process.env.UPSTREAM_PORT || 0);
const host = process.env.UPSTREAM_HOST || "127.0.0.1";

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  process.stderr.write(`Invalid UPSTREAM_PORT: ${process.env.UPSTREAM_PORT}\n`);
  process.exit(2);
}

if (args.has("--reseed-only")) {
  const db = prepareDatabase(dataDir, true);
  db.close();
  process.stderr.write(`upstream: reseeded ${dataDir}/upstream.sqlite\n`);
  process.exit(0);
}

const upstream = await startUpstream({
  dataDir,
  port,
  host,
  reseed: args.has("--reseed"),
  log: process.env.UPSTREAM_LOG !== "0",
  devEndpoints: process.env.UPSTREAM_DEV_ENDPOINTS !== "0",
  strict: process.env.UPSTREAM_STRICT === "1",
});
process.stdout.write(`UPSTREAM_READY ${upstream.url}\n`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  process.stderr.write(`upstream: ${signal}, closing\n`);
  const force = setTimeout(() => process.exit(0), 3000);
  force.unref();
  void upstream.close().then(() => process.exit(0));
};
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
