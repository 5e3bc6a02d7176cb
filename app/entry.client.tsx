import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { applyStitchedVisitor } from "./lib/stitched-visitor";

/**
 * Starts Remix's decoding of the page's data and resolves once it is done. RemixBrowser decodes
 * the data streamed into the document (single fetch) on its first render, and until then it
 * suspends the root. A tap or key press in that moment makes React hydrate at once, which cannot
 * suspend at the root: React throws #345 ("Root did not complete") and the page never hydrates
 * (remix-run/remix#10214). RemixBrowser's first call starts the decoding and throws its promise,
 * before any hook; once it settles, RemixBrowser renders without suspending (decision 0021).
 */
async function remixDataDecoded(): Promise<void> {
  try {
    RemixBrowser({});
  } catch (pending) {
    // Remix 2.17 keeps a failed decoding to throw it from the render; should a later version
    // reject instead, hydration must still start, for RemixBrowser to report it there.
    if (pending instanceof Promise) await pending.catch(() => undefined);
  }
}

void remixDataDecoded().then(() => {
  // A stitched page: its visitor's data over the shell's (decision 0029).
  const state = (window as { __remixContext?: { state?: { loaderData?: Parameters<typeof applyStitchedVisitor>[0] } } })
    .__remixContext?.state;
  if (state?.loaderData) applyStitchedVisitor(state.loaderData);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  });
});
