// Whether this render runs in a hydrated browser page: false for the server's HTML and for the
// hydrating render (so both give the same markup), true from then on and at once for a component
// mounted after hydration. useSyncExternalStore does the switch without a setState in an effect.
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
