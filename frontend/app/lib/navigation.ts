// Wraps every client-side navigation (React Router instrumentation, entry.client.tsx):
// - a new release was seen (lib/release.ts): the navigation becomes a full page load;
// - the target route's code is loaded first; when that fails (a chunk of an old build is gone)
//   the page reloads at the target route, guarded for 10 seconds (lib/reload.ts).
import type { ClientInstrumentation } from "react-router";
import { browserReloadAt } from "./reload";

// The code that knows of releases and loads routes comes with the first navigation or link
// intent, not with the page (DESIGN.md §6). When it cannot load, the build it belongs to is gone:
// the same as a failed chunk.
const prepareNavigation = (path: string) =>
  import("./route-preload").then(
    (module) => module.prepareNavigation(path),
    () => "failed" as const,
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
        const prepared = await prepareNavigation(target.pathname);
        if (prepared === "new-release") {
          window.location.assign(href);
          return never();
        }
        if (prepared === "failed") {
          // A full load of the target, or (guarded) none: either way the handler is not called, which
          // would let React Router load the document itself.
          browserReloadAt(href);
          return never();
        }
        await callNavigate();
      },
    });
  },
};
