/** Plain HTTP/1.1 requests to a container's address, with the Host header a shop is chosen by. */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

export type Ask = {
  method?: string;
  host?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  timeoutMs?: number;
};

/**
 * One request on a connection of its own (Connection: close: nothing idle is left for a
 * drain to wait on). A form is sent as a browser sends it: urlencoded, with the shop's Origin.
 */
export function ask(
  origin: string,
  pathname: string,
  { method, host = "demo.localhost", headers = {}, form, timeoutMs = 15_000 }: Ask = {},
): Promise<Answer> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  const sent = httpRequest(`${origin}${pathname}`, {
    method: method ?? (form ? "POST" : "GET"),
    agent: false,
    timeout: timeoutMs,
    headers: {
      Host: host,
      Connection: "close",
      Accept: "text/html",
      ...(body === undefined
        ? {}
        : {
            Origin: `http://${host}`,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(Buffer.byteLength(body)),
          }),
      ...headers,
    },
  });
  sent.end(body);
  return answerOf(sent);
}

/** The answer to a request, read whole (the caller ends the request). */
export function answerOf(sent: ReturnType<typeof httpRequest>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    sent.on("timeout", () => sent.destroy(new Error("timed out")));
    sent.on("error", reject);
    sent.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
  });
}

/** The `name=value` pairs an answer set, merged over `cookie` (a Cookie header). */
export function withCookies(cookie: string, answer: Answer): string {
  const jar = new Map(
    cookie
      .split("; ")
      .filter(Boolean)
      .map((pair) => [pair.split("=")[0]!, pair] as const),
  );
  for (const line of answer.headers["set-cookie"] ?? []) {
    const pair = line.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].join("; ");
}

/** Fails with what was asked and what came back. */
export function expectStatus(answer: Answer, status: number, what: string) {
  if (answer.status !== status)
    throw new Error(`${what}: expected ${status}, got ${answer.status}: ${answer.body.slice(0, 300)}`);
}

/** Polls `check` until it returns something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  timeoutMs: number,
  check: () => Promise<T | undefined> | T | undefined,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}${last ? `: ${String(last)}` : ""}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
