// /sitemap.xml and /robots.txt: plain text built from the backend's list of public paths.
import { DOTTED_PAGES, MEMBER_ONLY_PAGES } from "../../route-paths";
import type { SitemapEntry } from "./types";

export const SITEMAP_CACHE = "public, max-age=0, s-maxage=300";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** The English address of a Dutch path: '/' → '/en', '/nieuws' → '/en/nieuws'. */
export const englishPath = (path: string) => (path === "/" ? "/en" : `/en${path}`);

/** The lastmod date as W3C datetime (the date part suffices), or null when unknown or invalid. */
export function sitemapDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

const memberOnly = new Set<string>(Object.values(MEMBER_ONLY_PAGES));
const dotted = new Map<string, string>(Object.values(DOTTED_PAGES).map((path) => [path.replace(/\./g, "-"), path]));

/** The address a visitor opens for a CMS path, or null when an anonymous visitor cannot open it. */
export function visitorPath(path: string): string | null {
  const normalised = path.startsWith("/") ? path : `/${path}`;
  if (memberOnly.has(normalised)) return null;
  return dotted.get(normalised) ?? normalised;
}

/**
 * A sitemap with every entry in both languages: the Dutch path and its /en twin, each naming the
 * other (and itself) as hreflang alternates. An entry without an English translation has no /en twin
 * (its /en address shows the Dutch content and names the Dutch page canonical: README "English
 * content"). origin is the site's own origin ('https://fvd.nl').
 */
export function buildSitemapXml(entries: readonly SitemapEntry[], origin: string): string {
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const entry of entries) {
    const path = visitorPath(entry.path);
    if (path === null || seen.has(path)) continue;
    seen.add(path);
    const nl = origin + path;
    const en = origin + englishPath(path);
    const lastmod = sitemapDate(entry.lastmod);
    const translated = entry.translated !== false;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="nl" href="${escapeXml(nl)}"/>`,
      ...(translated ? [`<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`] : []),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(nl)}"/>`,
    ].join("");
    for (const loc of translated ? [nl, en] : [nl]) {
      urls.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled except the CMS and the API. */
export function buildRobotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", "Disallow: /cms/", "Disallow: /api/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
