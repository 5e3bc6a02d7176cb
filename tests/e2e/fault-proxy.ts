import { createServer, request as forward, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * A small HTTP proxy in front of the reference upstream that can be told, per path prefix, to
 * fail (close the connection, or answer 503) or to answer late: an upstream outage on demand,
 * for a storefront pointed at it (tests/e2e/outage.spec.ts).
 */

export type Fault = { kind: "close" } | { kind: "503" } | { kind: "delay"; ms: number };

export type FaultProxy = {
  url: string;
  /**
   * From now on, requests whose path starts with `prefix` (e.g. "/api/users/addresses/"), of
   * `method` when given (writes failing while reads work), get `fault`.
   */
  inject(prefix: string, fault: Fault, method?: string): void;
  /** Every request passes again. */
  heal(): void;
  /** Requests seen per path since the last heal() (to tell a call happened, or did not). */
  seen(prefix: string): number;
  close(): Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  let faults: Array<{ prefix: string; method: string | undefined; fault: Fault }> = [];
  let paths: string[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const sockets = new Set<Socket>();

  const pass = (req: IncomingMessage, res: ServerResponse) => {
    const onward = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on("error", () => res.destroy());
    req.pipe(onward);
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://proxy").pathname;
    paths.push(path);
    const fault = faults.find(
      (rule) => path.startsWith(rule.prefix) && (!rule.method || rule.method === req.method),
    )?.fault;
    if (!fault) return pass(req, res);
    if (fault.kind === "close") return req.socket.destroy();
    if (fault.kind === "503") {
      res
        .writeHead(503, { "Content-Type": "application/json" })
        .end(JSON.stringify({ detail: "Service temporarily unavailable." }));
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!res.destroyed) pass(req, res);
    }, fault.ms);
    timers.add(timer);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.once("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    inject(prefix, fault, method) {
      faults = [
        { prefix, method, fault },
        ...faults.filter((rule) => rule.prefix !== prefix || rule.method !== method),
      ];
    },
    heal() {
      faults = [];
      paths = [];
    },
    seen: (prefix) => paths.filter((path) => path.startsWith(prefix)).length,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
