import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createConnection } from "node:net";
import { freePort } from "../../scripts/stack.ts";

/** A real redis-server (Debian's package; .ci/run installs it) on a free loopback port, without persistence. */
export type RedisServer = { url: string; port: number; stop: () => Promise<void>; process: ChildProcess };

const REDIS_SERVER = "/usr/bin/redis-server";

function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: "127.0.0.1", port }, () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
  });
}

/** `port`: a given one (to start Redis again where its clients reconnect), else a free one. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  if (!existsSync(REDIS_SERVER)) throw new Error("redis-server is needed: apt-get install redis-server (.ci/run does)");
  port ??= await freePort();
  const child = spawn(
    REDIS_SERVER,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no", "--protected-mode", "yes"],
    {
      stdio: "ignore",
    },
  );
  const deadline = Date.now() + 10_000;
  while (!(await ping(port))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error("redis-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url: `redis://127.0.0.1:${port}`, port, stop, process: child };
}
