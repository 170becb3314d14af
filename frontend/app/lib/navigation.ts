// Wraps every client-side navigation (React Router instrumentation, entry.client.tsx):
// - a new release was seen (lib/release.ts): the navigation becomes a full page load;
// - the target route's code is loaded first; when that fails (a chunk of an old build is gone)
//   the page reloads at the target route, guarded for 10 seconds (lib/reload.ts).
import type { ClientInstrumentation } from "react-router";
import { browserReloadAt } from "./reload";
import { newReleaseAvailable } from "./release";

// The route-loading code comes with the first navigation or link intent, not with the page
// (DESIGN.md §6). When it cannot load, the build it belongs to is gone: the same as a failed chunk.
const loadRouteModules = (path: string): Promise<boolean> =>
  import("./route-preload").then(
    (module) => module.loadRouteModules(path),
    () => false,
  );

const never = () => new Promise<never>(() => undefined);

/** The absolute target of a navigation, or null for history steps, hash jumps and relative paths. */
export function navigationTarget(to: string | number, currentUrl: string, origin: string): URL | null {
  if (typeof to !== "string") return null;
  if (!to.startsWith("/") && !to.startsWith("?")) return null;
  if (to.startsWith("//")) return null;
  const current = new URL(currentUrl, origin);
  const target = new URL(to, current);
  if (target.origin !== origin) return null;
  return target;
}

export const navigationInstrumentation: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(callNavigate, { to, currentUrl, formMethod }) {
        // Form posts go their own way (their answer may be a redirect React Router must follow).
        if (formMethod && formMethod.toUpperCase() !== "GET") return void (await callNavigate());
        const target = navigationTarget(to, currentUrl, window.location.origin);
        if (!target) return void (await callNavigate());
        const href = target.pathname + target.search + target.hash;
        if (newReleaseAvailable()) {
          window.location.assign(href);
          return never();
        }
        if (!(await loadRouteModules(target.pathname))) {
          if (browserReloadAt(href)) return never();
          // Guarded: stay on this page (not calling the handler would let React Router reload it).
          return never();
        }
        await callNavigate();
      },
    });
  },
};
