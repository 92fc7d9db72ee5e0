import { createContext, useContext } from "react";

// The CSP nonce exists only on the server; the browser hides it after parsing, so the client
// renders an empty string (React does not compare nonce attributes when hydrating).
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
// Build-time pages have no nonce at all (their scripts are allowed by hash): no empty attribute.
export const useNonce = () => useContext(NonceContext) || undefined;
