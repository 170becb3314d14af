// Loads the code-split modules of the routes a path matches, before React Router needs them: for
// prefetching on intent (at most 4 at once, none on data-saver or 2g) and before each navigation,
// where a failure means the chunk is gone (a new release) and the page reloads at the target.
// Routes not discovered yet (React Router's lazy route discovery) are asked for at its manifest
// endpoint, the same request it makes itself; its manifest is only read, never changed.
import { matchRoutes, type RouteObject } from "react-router";
import { createPreloadQueue } from "./prefetch";
import { browserConnection, prefetchAllowed } from "./prefetch-allowed";
import { newReleaseAvailable } from "./release";

export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module?: string;
}

export interface FrameworkWindow {
  __reactRouterContext?: { routeDiscovery?: { mode?: string; manifestPath?: string } };
  __reactRouterManifest?: { version?: string; routes: Record<string, ManifestRoute | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

/** The route tree of manifest entries (each knows its parent), for matchRoutes. */
export function routeTree(routes: ManifestRoute[]): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of routes) byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index ? { id: route.id, index: true } : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/** The ids of the routes `path` matches; null when only a catch-all (or nothing) matches. */
export function matchedRouteIds(path: string, routes: ManifestRoute[]): string[] | null {
  const matches = matchRoutes(routeTree(routes), path) ?? [];
  const leaf = matches.at(-1)?.route.path ?? "";
  if (matches.length === 0 || leaf === "*" || leaf.endsWith("/*")) return null;
  return matches.map((match) => match.route.id!);
}

/** '/a/b' → '/a,/a/b', as React Router asks for them. */
export function pathsWithAncestors(path: string): string[] {
  const result: string[] = [];
  for (let i = 1; i < path.length; i++) if (path[i] === "/") result.push(path.slice(0, i));
  result.push(path);
  return result.sort();
}

type Discovery = ManifestRoute[] | "new-release";

async function discover(path: string, win: FrameworkWindow): Promise<Discovery> {
  const discovery = win.__reactRouterContext?.routeDiscovery;
  const version = win.__reactRouterManifest?.version;
  if (discovery?.mode !== "lazy" || !version) return [];
  const url = new URL(discovery.manifestPath || "/__manifest", window.location.origin);
  url.searchParams.set("paths", pathsWithAncestors(path).join(","));
  url.searchParams.set("version", version);
  const response = await fetch(url);
  if (response.status === 204 && response.headers.has("X-Remix-Reload-Document")) return "new-release";
  if (!response.ok) return [];
  return Object.values((await response.json()) as Record<string, ManifestRoute>);
}

/** The module URLs (not loaded yet) of the routes `path` leads to, or 'new-release'. */
export async function routeModuleUrls(path: string, win: FrameworkWindow): Promise<string[] | "new-release"> {
  const manifest = win.__reactRouterManifest;
  if (!manifest) return [];
  const knownRoutes = () => Object.values(manifest.routes).filter((route): route is ManifestRoute => Boolean(route));
  let known = knownRoutes();
  let ids = matchedRouteIds(path, known);
  if (!ids) {
    const found = await discover(path, win);
    if (found === "new-release") return found;
    // React Router may have added routes meanwhile: take its manifest as it is now.
    known = knownRoutes();
    known = [...known, ...found.filter((route) => !manifest.routes[route.id])];
    ids = matchedRouteIds(path, known) ?? matchRoutes(routeTree(known), path)?.map((match) => match.route.id!) ?? [];
  }
  const loaded = win.__reactRouterRouteModules ?? {};
  const byId = new Map(known.map((route) => [route.id, route]));
  return ids
    .filter((id) => !(id in loaded))
    .map((id) => byId.get(id)?.module)
    .filter((url): url is string => typeof url === "string");
}

const importModule = (url: string) => import(/* @vite-ignore */ url);

/** True when every module loaded (or nothing was needed); false when one failed or the build changed. */
export async function loadRouteModules(path: string, load: (url: string) => Promise<unknown> = importModule): Promise<boolean> {
  try {
    const urls = await routeModuleUrls(path, window as FrameworkWindow);
    if (urls === "new-release") return false;
    await Promise.all(urls.map(load));
    return true;
  } catch (error) {
    console.error(`Loading the code of ${path} failed:`, error);
    return false;
  }
}

/** Before a navigation (lib/navigation.ts): a new build is out, or the target's modules loaded or failed. */
export async function prepareNavigation(path: string): Promise<"new-release" | "ready" | "failed"> {
  if (newReleaseAvailable()) return "new-release";
  return (await loadRouteModules(path)) ? "ready" : "failed";
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
