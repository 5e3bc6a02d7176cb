import { DEFAULT_LANGUAGE } from "#server/platform/language";
import { PassThrough, pipeline } from "node:stream";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { config } from "#server/platform/config";
import { log, errorFields } from "#server/platform/log";
import { redisClient } from "#server/platform/redis";
import { tokenRevoker } from "#server/identity/token-revocation";
import { analyticsCspNeeds } from "#server/tenancy/analytics";
import { applyDocumentPolicies, cspNeedsOf, inlineHashes } from "#server/platform/security";
import { routeKeepsPages } from "#server/platform/page-render";
import { NonceProvider } from "./nonce.server";
import { markSlot } from "./lib/shell-slot.server";
import { RenderedOnceMarks, withRenderedOnceParts, type RenderedOnceRender } from "./lib/rendered-once.server";
import { SlotMarks } from "./lib/shop-visitor";
import { renderedPage, withoutReactPadding } from "./lib/react-stream.server";
import { guestSlotMarkup, visitorFragments } from "./lib/visitor-fragments.server";
import { guestPageOfShell, type ShellLayout } from "#server/platform/visitor-slots";
import type { AppForEdge } from "#server/platform/edge-contract";
import { onCacheEntryReplaced, recordCacheReads, shareReplacements } from "#server/platform/cache";
import { pageCacheVariant } from "#server/cart/page-variant";
import { storefrontLoadContext } from "#server/tenancy/load-context";
import { resolveShop, type ShopResolution } from "#server/tenancy/shop";
import { reportFirstVisit } from "#server/tenancy/visitor-report";

// Parse the environment at boot: a bad value stops the process with one line. With
// REDIS_URL, connect now, so shared state is ready before the first request, and hear the
// other replicas' cache replacements from the start. Sign-outs an earlier run could not
// confirm at the upstream are retried from now on.
config();
redisClient();
shareReplacements();
tokenRevoker();

const ABORT_DELAY = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const handles = remixContext.staticHandlerContext.matches.map(
    (match) => remixContext.routeModules[match.route.id]?.handle,
  );
  // Third-party origins only on the pages whose route modules declare them (handle.csp), and a
  // shop's analytics origins only on its own pages, only for the ids it has.
  const resolution = await loadContext.shop();
  const shopNeeds = resolution.kind === "shop" ? analyticsCspNeeds(resolution.shop.analytics) : [];
  const needs = [...cspNeedsOf(handles), ...shopNeeds];
  // A catalogue page the edge may keep (docs/decisions/0008): rendered whole, without a nonce,
  // its CSP naming the hashes of its inline scripts, so the bytes suit every visitor. The edge
  // offered to keep it from the request's path; the routes Remix matched must agree.
  const pageRender =
    keepable(request, responseStatusCode, responseHeaders) && handles.every(routeKeepsPages)
      ? loadContext.pageRender
      : undefined;
  // The edge made this response's nonce (server/edge/main.ts).
  const nonce = pageRender ? "" : loadContext.nonce;
  // A guest's page is also the shell every visitor with a session sees stitched (decision 0029).
  const shellRender = pageRender?.shell === true;
  // Bots and kept pages get the whole document at once; browsers get the rest streamed.
  const readyEvent = pageRender || isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";
  // Parts rendered once (decision 0033): written into, or captured from, pages written into memory.
  const renderedOnce = pageRender ? renderedOnceIn(request, resolution) : null;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // One timer per render, cleared as soon as everything is rendered: none outlives its request.
    let abortTimer: NodeJS.Timeout | undefined;
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(
      documentOf({ remixContext, url: request.url, nonce, shellRender, renderedOnce }),
      {
        nonce: nonce || undefined,
        onShellReady() {
          if (readyEvent === "onShellReady") respond();
        },
        onAllReady() {
          settled = true;
          clearTimeout(abortTimer);
          if (readyEvent === "onAllReady") respond();
        },
        onShellError(error: unknown) {
          settled = true;
          clearTimeout(abortTimer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are reported by onShellError; log streaming ones only.
          if (shellRendered) log.error("render failed", errorFields(error));
        },
      },
    );
    function respond() {
      shellRendered = true;
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      if (!pageRender) {
        applyDocumentPolicies(responseHeaders, { nonce }, needs);
        const body = new PassThrough();
        const unpadded = withoutReactPadding();
        pipeline(unpadded, body, () => undefined);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
        return pipe(unpadded);
      }
      renderedPage(pipe)
        .then((rendered) => keptPage(rendered, renderedOnce, shellRender))
        .then(({ html, shell }) => {
          applyDocumentPolicies(responseHeaders, inlineHashes(html), needs);
          if (responseStatusCode === 200) {
            const headers = pageRender.keep({ headers: Object.fromEntries(responseHeaders), body: html, shell });
            for (const [name, value] of Object.entries(headers)) responseHeaders.set(name, value);
          }
          resolve(
            new Response(new Uint8Array(html.buffer as ArrayBuffer, html.byteOffset, html.byteLength), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        })
        .catch(reject);
    }
    if (!settled) abortTimer = setTimeout(abort, ABORT_DELAY + 1000);
  });
}

/** What React renders: the app, with how its visitor slots and parts rendered once are written on this render. */
function documentOf(render: {
  remixContext: EntryContext;
  url: string;
  nonce: string;
  shellRender: boolean;
  renderedOnce: RenderedOnceRender | null;
}) {
  return (
    <SlotMarks.Provider value={render.shellRender ? markSlot : null}>
      <RenderedOnceMarks.Provider value={render.renderedOnce}>
        <NonceProvider value={render.nonce}>
          <RemixServer
            context={render.remixContext}
            url={render.url}
            abortDelay={ABORT_DELAY}
            nonce={render.nonce || undefined}
          />
        </NonceProvider>
      </RenderedOnceMarks.Provider>
    </SlotMarks.Provider>
  );
}

/** A kept render's parts rendered once, and a guest's content of their slots on this page of this shop. */
function renderedOnceIn(request: Request, resolution: ShopResolution): RenderedOnceRender {
  const page = new URL(request.url);
  return {
    parts: [],
    slotMarkup: resolution.kind === "shop" ? (slot) => guestSlotMarkup(slot, page, resolution.shop) : null,
  };
}

/** The edge offers to keep this page (its routes allow it): only a plain success setting no cookie is kept. */
function keepable(request: Request, status: number, headers: Headers): boolean {
  return request.method === "GET" && status === 200 && !headers.has("Set-Cookie");
}

/** A client navigation's data (`*.data`) the edge may keep, like the page's document. */
export async function handleDataRequest(
  response: Response,
  { request, context }: { request: Request; context: AppLoadContext },
) {
  if (!context.pageRender || !keepable(request, response.status, response.headers)) return response;
  const body = Buffer.from(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(context.pageRender.keep({ headers: Object.fromEntries(headers), body })))
    headers.set(name, value);
  return new Response(body, { status: response.status, headers });
}

/**
 * A kept render's page: its parts rendered once in place of their markers (decision 0033). Rendered as
 * a shell (decision 0029): the guest's page is the shell without its slots' markers, kept with
 * where its slots are for the visitors with a session.
 */
async function keptPage(
  rendered: Buffer,
  renderedOnce: RenderedOnceRender | null,
  shellRender: boolean,
): Promise<{ html: Buffer; shell?: ShellLayout }> {
  const page = renderedOnce ? await withRenderedOnceParts(rendered, renderedOnce) : rendered;
  const guest = shellRender ? guestPageOfShell(page) : null;
  return guest ? { html: guest.page, shell: guest.layout } : { html: page };
}

/** Unexpected errors: one structured line, never the stack in a response. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  log.error("unhandled error", { path: new URL(request.url).pathname, ...errorFields(error) });
}

/** The edge reaches the app only through this object (server/platform/edge-contract.ts): one set of caches. */
export const edge: AppForEdge = {
  loadContext: storefrontLoadContext,
  shopKindOf: async (host) => (await resolveShop(host)).kind,
  shopLanguages: async (host) => {
    const resolution = await resolveShop(host);
    return resolution.kind === "shop" ? resolution.shop.languages : [DEFAULT_LANGUAGE];
  },
  reportFirstVisit,
  pageCacheVariant,
  visitorFragments,
  recordCacheReads,
  onCacheEntryReplaced,
};
