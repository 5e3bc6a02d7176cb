import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

/** An answer read whole: status, headers and body as text. */
export type Reply = { status: number; headers: IncomingHttpHeaders; body: string };

/**
 * One request in raw HTTP to 127.0.0.1:`port`, so the Host and every other header are exactly
 * what a client could send (Host defaults to shop.example:`port`).
 */
export function sendRaw(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path ?? "/",
        headers: { host: `shop.example:${port}`, ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}
