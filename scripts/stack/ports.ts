/**
 * Ports for the stack's servers (the storefront, the reference upstream, the cluster test's
 * replicas, nginx and Redis in tests), drawn from below the kernel's ephemeral range so that a
 * server restarted on its port never finds it taken by a client's socket. Part of scripts/stack.ts.
 */
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";

/** Whether a server can listen on `port` now (it is closed again at once). */
function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/** The first port of the kernel's ephemeral range (Linux's default is 32768; macOS's is higher). */
export function ephemeralPortsStart(): number {
  try {
    return Number(readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/)[0]) || 32768;
  } catch {
    return 32768;
  }
}

/** Where our servers' ports are drawn from: up to the ephemeral range. */
export const LISTEN_PORTS_FROM = 20_000;

/**
 * A free port for one of our servers, drawn from below the kernel's ephemeral range, the ports it
 * gives the local end of every outgoing connection. A server restarted on the port it had (the
 * reference upstream's supervisor, the cluster test's replicas) then never finds it taken by a
 * client's socket in between, however many connections the machine opens meanwhile (an e2e run
 * opens thousands). Past 20 tries (a machine using that whole range), the kernel's own choice.
 */
export async function freePort(host = "127.0.0.1"): Promise<number> {
  const below = ephemeralPortsStart();
  for (let attempt = 0; attempt < 20 && below > LISTEN_PORTS_FROM; attempt++) {
    const port = randomInt(LISTEN_PORTS_FROM, below);
    if (await canListen(port, host)) return port;
  }
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}
