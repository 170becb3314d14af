// HTTP answers shared by the route modules: caching (DESIGN.md §1) and the thrown error pages.
import { data, type HeadersFunction } from "react-router";

/** Anonymous content pages: the shared cache (nginx) keeps them briefly and serves stale while refreshing. */
export const PUBLIC_PAGE_CACHE = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
export const NO_STORE = "no-store";
/** Anything personal (a logged-in visitor's page, a page that sets a cookie). */
export const PRIVATE_NO_STORE = "private, no-store";

/**
 * How long a shared cache (nginx, the Node servers' content cache) may keep an answer with this
 * Cache-Control (RFC 9111 §5.2.2): its s-maxage, else a public answer's max-age; 0 when it is
 * private, no-store or no-cache.
 */
export function sharedLifetimeSeconds(cacheControl: string | null): number {
  if (!cacheControl) return 0;
  const value = cacheControl.toLowerCase();
  if (/\b(private|no-store|no-cache)\b/.test(value)) return 0;
  const sharedMaxAge = Number(/\bs-maxage=(\d+)/.exec(value)?.[1] ?? 0);
  if (sharedMaxAge > 0) return sharedMaxAge;
  return /\bpublic\b/.test(value) ? Number(/\bmax-age=(\d+)/.exec(value)?.[1] ?? 0) : 0;
}

export const contentPageHeaders: HeadersFunction = ({ errorHeaders }) => ({
  "Cache-Control": errorHeaders ? NO_STORE : PUBLIC_PAGE_CACHE,
});

/** Thrown from a loader: the 404 page (SPEC §2.15), with the message in the status text and the data. */
export function notFound(message: string, init?: { redirectUrl?: string; redirectText?: string }) {
  return data({ message, ...init }, { status: 404, statusText: message, headers: { "Cache-Control": NO_STORE } });
}

/** Thrown when the backend cannot answer: the unknown-error page, no message for the visitor. */
export function backendUnavailable(status = 502) {
  return data(null, { status, headers: { "Cache-Control": NO_STORE } });
}

/** Pages for a logged-in visitor only (the premium area): never in a shared cache, whatever happens. */
export const privatePageHeaders: HeadersFunction = () => ({ "Cache-Control": PRIVATE_NO_STORE });
