import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { config } from "../server/config.server";
import { log, errorFields } from "../server/log.server";
import { redisClient } from "../server/redis.server";
import { analyticsCspNeeds } from "../server/analytics.server";
import { applyDocumentPolicies, cspNeedsOf } from "../server/security.server";
import { NonceProvider } from "./nonce";

// Parse the environment at boot: a bad value stops the process with one line. With
// REDIS_URL, connect now, so shared state is ready before the first request.
config();
redisClient();

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // The edge made this response's nonce (server/index.ts).
  const nonce = loadContext.nonce;
  // Third-party origins only on the pages whose route modules declare them (handle.csp).
  const handles = remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle);
  // A shop's analytics origins only on its own pages, and only for the ids it has.
  const resolution = await loadContext.shop();
  const shopNeeds = resolution.kind === "shop" ? analyticsCspNeeds(resolution.shop.analytics) : [];
  applyDocumentPolicies(responseHeaders, nonce, [...cspNeedsOf(handles), ...shopNeeds]);
  // Bots get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are reported by onShellError; log streaming ones only.
          if (shellRendered) log.error("render failed", errorFields(error));
        },
      },
    );
    setTimeout(abort, ABORT_DELAY + 1000);
  });
}

/** Unexpected errors: one structured line, never the stack in a response. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("unhandled error", { path: new URL(request.url).pathname, ...errorFields(error) });
}

/** The edge resolves each request's shop through the same modules as the routes (one cache). */
export { resolveShop } from "../server/shop.server";
/** The edge's visitor report (server/http/visitor-report.ts) counts and sends through the app's modules. */
export { reportFirstVisit } from "../server/visitor-report.server";
