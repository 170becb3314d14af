// /robots.txt: crawl everything but the CMS and the API; the sitemap's address (a resource route).
import { buildRobotsTxt, SITEMAP_CACHE } from "../lib/content/sitemap";
import type { Route } from "./+types/robots-txt";

export function loader({ url }: Route.LoaderArgs) {
  return new Response(buildRobotsTxt(url.origin), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": SITEMAP_CACHE },
  });
}
