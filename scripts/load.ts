/** A small closed-loop load generator: `concurrency` clients each sending the next request as soon as the last one answered. */

export type LoadResult = {
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  p50: number;
  p95: number;
  bytes: number;
};

/** The nth request: one URL, or a new one each time (a cache miss per request), with its own headers if need be (a mix of visitors). */
export type LoadTarget = string | ((n: number) => string | { url: string; headers: Record<string, string> });

export async function measure(
  target: LoadTarget,
  options: { seconds?: number; concurrency?: number; warmup?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const seconds = options.seconds ?? 5;
  const concurrency = options.concurrency ?? 20;
  const requestOf = (n: number): [string, RequestInit] => {
    const request = typeof target === "string" ? target : target(n);
    return typeof request === "string"
      ? [request, { headers: options.headers }]
      : [request.url, { headers: { ...options.headers, ...request.headers } }];
  };
  let sent = 0;
  let bytes = 0;
  for (let i = 0; i < (options.warmup ?? 20); i++)
    bytes = (await (await fetch(...requestOf(sent++))).arrayBuffer()).byteLength;

  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (performance.now() < deadline) {
      const startedAt = performance.now();
      try {
        const response = await fetch(...requestOf(sent++));
        await response.arrayBuffer();
        if (!response.ok) errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - startedAt);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    errors,
    seconds: elapsed,
    rps: latencies.length / elapsed,
    p50: percentile(50),
    p95: percentile(95),
    bytes,
  };
}

export function describe(result: LoadResult): string {
  return `${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms (${result.requests} requests, ${result.errors} errors, ${(result.bytes / 1024).toFixed(1)} KiB)`;
}

/** A Cookie header with an answer's Set-Cookie values laid over it (a client that keeps cookies, as a browser does). */
export function mergedCookies(cookie: string, setCookies: string[]): string {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0]!, pair] as const));
  for (const set of setCookies) {
    const pair = set.split(";")[0]!;
    jar.set(pair.split("=")[0]!, pair);
  }
  return [...jar.values()].filter(Boolean).join("; ");
}
