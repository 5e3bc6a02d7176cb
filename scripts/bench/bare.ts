/**
 * What the bench holds page cache hits against: a bare node:http server (scripts/bare-server.ts)
 * sending the same bytes the storefront sent for a page, so the ratio of the two says what the
 * edge costs beyond writing the bytes. Part of scripts/bench.ts.
 */
import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { createInterface } from "node:readline";
import { ROOT } from "../stack.ts";

/** What the load generator (undici's fetch) accepts: the bytes the bare server must send. */
export const FETCH_ACCEPT_ENCODING = "gzip, deflate";

/** The page's bytes exactly as the load generator receives them (still compressed). */
export function rawPage(url: string): Promise<{ body: Buffer; contentType: string; contentEncoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": FETCH_ACCEPT_ENCODING } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({
          body: Buffer.concat(chunks),
          contentType: String(res.headers["content-type"] ?? ""),
          contentEncoding: String(res.headers["content-encoding"] ?? ""),
        }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** Runs scripts/bare-server.ts with these bytes; resolves its URL and how to stop it. */
export async function startBare(page: { body: Buffer; contentType: string; contentEncoding: string }, dir: string) {
  const file = path.join(dir, `bare-${Date.now()}.body`);
  writeFileSync(file, page.body);
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "scripts", "bare-server.ts"), file, page.contentType, page.contentEncoding],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (line.startsWith("BARE_READY ")) resolve(line.slice("BARE_READY ".length));
    });
    child.once("exit", (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () => new Promise<void>((resolve) => (child.once("exit", () => resolve()), child.kill("SIGTERM"))),
  };
}
