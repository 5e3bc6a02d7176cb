import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, set by entry.server around the app. Empty (so no nonce
 * attribute at all) in pages the edge keeps for everyone, whose CSP lists the hashes of their
 * inline scripts instead (docs/decisions/0008). The server's alone: in the browser, where nonce
 * attributes are hidden and scripts added after hydration come from 'self', there is none, and
 * this module is empty (Remix's browser build), so that no page loads a chunk for it. A module
 * rendering a nonce takes `useNonce ?? (() => undefined)`. The browser build's empty stand-in is
 * one per import specifier: two routes importing it by the same one would share an (empty) chunk,
 * which is why the product page imports `~/nonce.server` and the card payment `../../nonce.server`.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext) || undefined;
