import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, set by entry.server around the app. Empty (so no nonce
 * attribute at all) in the browser, where nonce attributes are hidden and scripts added after
 * hydration come from 'self', and in pages the edge keeps for everyone, whose CSP lists the
 * hashes of their inline scripts instead (docs/decisions/0008).
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext) || undefined;
