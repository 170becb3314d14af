// /sitemap.xml: every public page of /api/pages/sitemap, in Dutch and English (a resource route).
import { loadSitemapEntries } from "../lib/content/api.server";
import { buildSitemapXml, SITEMAP_CACHE } from "../lib/content/sitemap";
import type { Route } from "./+types/sitemap-xml";

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const entries = await loadSitemapEntries({ request, url, params });
  return new Response(buildSitemapXml(entries, url.origin), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE },
  });
}
