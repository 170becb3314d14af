// The CMS page at the current path, for every route whose own screen is not built yet.
import { api } from "./api/client.server";
import type { CmsPage } from "./cms";
import { backendUnavailable, notFound } from "./http";
import { localeFromPath } from "./locale";
import { validRouteParams } from "./route-params";
import { normalizePath } from "./shell-layout";

/** Checks the route's parameters (SPEC §4) before anything reaches the backend. */
export function assertValidParams(url: URL, params: Record<string, string | undefined>): void {
  if (!validRouteParams(params)) throw notFound(`Page Not Found: ${url.pathname}`);
}

interface PageLoaderArgs {
  request: Request;
  /** The normalized URL React Router gives loaders (no '.data' suffix, no '_routes'). */
  url: URL;
  params: Record<string, string | undefined>;
}

export async function loadCmsPage({ request, url, params }: PageLoaderArgs): Promise<CmsPage> {
  assertValidParams(url, params);
  const locale = localeFromPath(url.pathname);
  const path = normalizePath(url.pathname);
  let result;
  try {
    result = await api.GET("/api/pages/resolve", {
      params: { query: { path, locale } },
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(10_000)]),
    });
  } catch (error) {
    console.error(`CMS page ${path}: backend unreachable:`, error instanceof Error ? error.message : error);
    throw backendUnavailable(502);
  }
  const { data, response } = result;
  if (response.status === 404) throw notFound(`Page not found: ${path}`);
  if (!response.ok || !data) {
    console.error(`CMS page ${path}: backend answered ${response.status}`);
    throw backendUnavailable(response.status >= 500 ? response.status : 502);
  }
  return data;
}
