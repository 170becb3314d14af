// The CMS page at a form's path, when editors made one (its title, intro and body frame the form);
// without one (or in a language without a translation) the form's own texts are enough. Server-only.
import { api } from "../api/client.server";
import type { CmsPage } from "../cms";
import { signalFor } from "../content/call.server";
import { localeFromPath } from "../locale";
import { normalizePath } from "../shell-layout";

export async function optionalCmsPage(request: Request, url: URL, path = normalizePath(url.pathname)): Promise<CmsPage | null> {
  try {
    const { data } = await api.GET("/api/pages/resolve", {
      params: { query: { path, locale: localeFromPath(url.pathname) } },
      signal: signalFor(request),
    });
    return data ?? null;
  } catch (failure) {
    console.error(`CMS page ${path}: backend unreachable:`, failure instanceof Error ? failure.message : failure);
    return null;
  }
}
