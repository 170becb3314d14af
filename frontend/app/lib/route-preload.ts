// Loads the code-split modules of the routes a path matches, before React Router needs them: for
// prefetching on intent (at most 4 at once, none on data-saver or 2g) and before each navigation,
// where a failure means the chunk is gone (a new release) and the page reloads at the target.
import { type DataRouter, matchRoutes } from "react-router";
import { browserConnection, createPreloadQueue, prefetchAllowed } from "./prefetch";

interface FrameworkWindow {
  __reactRouterDataRouter?: Pick<DataRouter, "routes">;
  __reactRouterManifest?: { routes: Record<string, { module?: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** The module URLs of the routes `path` matches that are not loaded yet (none when unknown). */
export function routeModuleUrls(path: string, win: FrameworkWindow): string[] {
  const router = win.__reactRouterDataRouter;
  const manifest = win.__reactRouterManifest;
  if (!router || !manifest) return [];
  const loaded = win.__reactRouterRouteModules ?? {};
  const matches = matchRoutes(router.routes, path) ?? [];
  return matches
    .map((match) => match.route.id)
    .filter((id) => !(id in loaded))
    .map((id) => manifest.routes[id]?.module)
    .filter((url): url is string => typeof url === "string");
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

/** True when every module loaded (or nothing was needed); false when one failed. */
export async function loadRouteModules(path: string, load: (url: string) => Promise<unknown> = importModule): Promise<boolean> {
  const urls = routeModuleUrls(path, window as FrameworkWindow);
  try {
    await Promise.all(urls.map(load));
    return true;
  } catch (error) {
    console.error(`Loading the code of ${path} failed:`, error);
    return false;
  }
}

const queue = createPreloadQueue();

/** Prefetch on intent (hover, focus, touch): the route's code only, never its data. */
export function prefetchRoute(path: string): void {
  if (typeof window === "undefined" || !prefetchAllowed(browserConnection())) return;
  const pathname = path.split(/[?#]/, 1)[0];
  queue.add(pathname, async () => {
    if (!(await loadRouteModules(pathname))) queue.forget(pathname);
  });
}
