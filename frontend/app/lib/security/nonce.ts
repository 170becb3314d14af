// The page's CSP nonce for our own inline scripts (root.tsx), given by entry.server.tsx. In the
// browser it is empty: browsers hide a nonce after parsing, and hydration leaves the scripts alone.
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
