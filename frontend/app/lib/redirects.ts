// SPEC §2.14: before a route change the app asks a server-side helper (GET /api/redirects/resolve)
// where a path leads: a personal link by its uuid query parameter, or an ordinary redirect staff
// made in the admin. Shared by the server middleware (first load, no JavaScript needed) and the
// client middleware (route changes in the browser).
import { type DataStrategyResult, type MiddlewareFunction, redirect } from "react-router";
import type { createApiClient } from "./api/client";

export interface RedirectTarget {
  location: string;
  permanent: boolean;
}

/** The target with the visitor's query string (utm, uuid) kept when the target has none of its own. */
export function redirectLocation(location: string, search: string): string {
  if (!search || search === "?" || location.includes("?")) return location;
  const hash = location.indexOf("#");
  return hash === -1 ? location + search : location.slice(0, hash) + search + location.slice(hash);
}

export type ResolveClient = Pick<ReturnType<typeof createApiClient>, "GET">;

export async function resolveRedirect(
  client: ResolveClient,
  { path, uuid, signal }: { path: string; uuid?: string; signal?: AbortSignal },
): Promise<RedirectTarget | null> {
  try {
    const { data } = await client.GET("/api/redirects/resolve", {
      params: { query: { path, ...(uuid ? { uuid } : {}) } },
      signal,
    });
    return data?.location ? { location: data.location, permanent: data.permanent } : null;
  } catch {
    return null; // the helper is down: the page itself answers
  }
}

/** A redirect answer: personal links are temporary and private; path redirects may be cached a while. */
export function redirectResponse(target: RedirectTarget, search: string): Response {
  const response = redirect(redirectLocation(target.location, search), target.permanent ? 301 : 302);
  response.headers.set("Cache-Control", target.permanent ? "public, max-age=3600" : "private, no-store");
  return response;
}

/** Client middleware of the root route: before every route change in the browser. The API client
 * is loaded only when an address has a uuid, so pages do not ship it for this. */
export const personalLinkClientMiddleware: MiddlewareFunction<Record<string, DataStrategyResult>> = async ({ request, url }, next) => {
  const uuid = url.searchParams.get("uuid");
  if (uuid && request.method === "GET") {
    const { createApiClient } = await import("./api/client");
    const target = await resolveRedirect(createApiClient(""), { path: url.pathname, uuid, signal: request.signal });
    if (target) throw redirectResponse(target, url.search);
  }
  return next();
};
