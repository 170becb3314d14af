// How loaders call the content API: parameters checked first (SPEC §4), a 404 from the backend
// becomes the 404 page, an unreachable or failing backend the unknown-error page. Server-only.
import { assertValidParams } from "../cms.server";
import { backendUnavailable, notFound } from "../http";
import { type Locale, localeFromPath } from "../locale";
import { parsePageParam } from "./pagination";

export interface LoaderArgsLike {
  request: Request;
  url: URL;
  params: Record<string, string | undefined>;
}

export type Answer<T> = Promise<{ data?: T; response: Response }>;

/** A backend call ends when the visitor's request does (they went away). Its deadline is the API
 * client's: BACKEND_TIMEOUT_MS for reading, BACKEND_WRITE_TIMEOUT_MS for a change (lib/api/fetch.ts). */
export const signalFor = (request: Request) => request.signal;
export const pageNotFound = (url: URL) => notFound(`Page not found: ${url.pathname}${url.search}`);

/** The backend's answer, whatever its status; the unknown-error page when it cannot be reached. */
export async function reach<T>(url: URL, call: () => Answer<T>): Promise<Awaited<Answer<T>>> {
  try {
    return await call();
  } catch (error) {
    console.error(`${url.pathname}: backend unreachable:`, error instanceof Error ? error.message : error);
    throw backendUnavailable(502);
  }
}

/** The answer's data; a 404 becomes the 404 page, any other failure the unknown-error page. */
export function dataOf<T>(url: URL, { data, response }: Awaited<Answer<T>>): T {
  if (response.status === 404) throw pageNotFound(url);
  if (!response.ok || !data) {
    console.error(`${url.pathname}: backend answered ${response.status}`);
    throw backendUnavailable(response.status >= 500 ? response.status : 502);
  }
  return data;
}

export async function answer<T>(url: URL, call: () => Answer<T>): Promise<T> {
  return dataOf(url, await reach(url, call));
}

/** Checks the route's parameters; returns the locale. */
export function checked(args: LoaderArgsLike): { locale: Locale } {
  assertValidParams(args.url, args.params);
  return { locale: localeFromPath(args.url.pathname) };
}

/** Checks the route's parameters and '?pagina' (lists); returns the page number too. */
export function checkedList(args: LoaderArgsLike): { page: number; locale: Locale } {
  const { locale } = checked(args);
  const page = parsePageParam(args.url.searchParams);
  if (page === null) throw pageNotFound(args.url);
  return { page, locale };
}
