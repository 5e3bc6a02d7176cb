import { createContext, useContext } from "react";

/**
 * The CSP nonce of this response, set by entry.server around the app. In the browser it is
 * empty: browsers hide nonce attributes, and scripts added after hydration come from 'self'.
 */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
