import { describe, expect, it } from "vitest";
import { groupByLetter, regionalArticlePath, regionKindForParams, regionKindForPath } from "./regions";
import { buildRobotsTxt, buildSitemapXml, englishPath, sitemapDate, visitorPath } from "./sitemap";

describe("regions", () => {
  it("finds the kind from the path and from the route parameters", () => {
    expect(regionKindForPath("/provincies")?.kind).toBe("provincie");
    expect(regionKindForPath("/gemeentes/arnhem")?.kind).toBe("gemeente");
    expect(regionKindForPath("/nieuws")).toBeNull();
    expect(regionKindForParams({ waterschap: "rijnland", slug: "x" })?.kind).toBe("waterschap");
    expect(regionKindForParams({ slug: "x" })).toBeNull();
  });

  it("builds the regional article path", () => {
    expect(regionalArticlePath("/gemeentes/arnhem", "nieuws-a")).toBe("/gemeentes/arnhem/nieuws/nieuws-a");
    expect(regionalArticlePath("/gemeentes/arnhem/", "b")).toBe("/gemeentes/arnhem/nieuws/b");
  });

  it("groups names by first letter, ignoring accents and 's-", () => {
    const names = ["Amsterdam", "'s-Hertogenbosch", "Arnhem", "Émmen", "Utrecht", "1e gemeente", "Haarlem"];
    const groups = groupByLetter(names, (name) => name);
    expect(groups.map((group) => group.letter)).toEqual(["A", "E", "H", "U", "#"]);
    expect(groups[0].items).toEqual(["Amsterdam", "Arnhem"]);
    expect(groups[2].items).toEqual(["'s-Hertogenbosch", "Haarlem"]);
    expect(groupByLetter([], (name: string) => name)).toEqual([]);
  });
});

describe("sitemap", () => {
  it("maps Dutch paths to English ones", () => {
    expect(englishPath("/")).toBe("/en");
    expect(englishPath("/nieuws/a")).toBe("/en/nieuws/a");
  });

  it("formats lastmod as a date, or nothing", () => {
    expect(sitemapDate("2026-03-04T10:00:00+00:00")).toBe("2026-03-04");
    expect(sitemapDate(null)).toBeNull();
    expect(sitemapDate("nonsense")).toBeNull();
  });

  it("lists every entry in both languages with alternates and escapes URLs", () => {
    const xml = buildSitemapXml(
      [
        { path: "/", lastmod: null, translated: true },
        { path: "/nieuws/a&b", lastmod: "2026-01-02T00:00:00Z", translated: true },
        { path: "/", lastmod: null, translated: true },
      ],
      "https://example.org",
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain("<loc>https://example.org/</loc>");
    expect(xml).toContain("<loc>https://example.org/en</loc>");
    expect(xml).toContain("<loc>https://example.org/en/nieuws/a&amp;b</loc><lastmod>2026-01-02</lastmod>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://example.org/en"/>');
    expect(xml).not.toContain("a&b");
  });

  it("gives an entry without an English translation no /en twin and no English alternate", () => {
    const xml = buildSitemapXml(
      [
        { path: "/nieuws/vertaald", lastmod: null, translated: true },
        { path: "/nieuws/alleen-nl", lastmod: null, translated: false },
      ],
      "https://example.org",
    );
    expect(xml).toContain("<loc>https://example.org/en/nieuws/vertaald</loc>");
    expect(xml).toContain("<loc>https://example.org/nieuws/alleen-nl</loc>");
    expect(xml).not.toContain("https://example.org/en/nieuws/alleen-nl");
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it("lists what an anonymous visitor can open, at the address the visitor uses", () => {
    const xml = buildSitemapXml(
      [
        { path: "/contributie", lastmod: null, translated: true },
        { path: "/vervroegde-contributie-niet-akkoord", lastmod: null, translated: true },
        { path: "/agenda/index-old", lastmod: null, translated: true },
        { path: "/landingspagina-old", lastmod: null, translated: true },
        { path: "/word-lid/index-old", lastmod: null, translated: true },
      ],
      "https://example.org",
    );
    expect(xml).not.toContain("contributie");
    expect(xml).toContain("<loc>https://example.org/agenda/index.old</loc>");
    expect(xml).toContain("<loc>https://example.org/en/landingspagina.old</loc>");
    expect(xml).toContain("<loc>https://example.org/word-lid/index-old</loc>");
    expect(xml).not.toContain("/agenda/index-old");
    expect(visitorPath("privacy")).toBe("/privacy");
  });

  it("robots.txt keeps crawlers out of the CMS and the API and names the sitemap", () => {
    const robots = buildRobotsTxt("https://example.org");
    expect(robots).toContain("Disallow: /cms/");
    expect(robots).toContain("Disallow: /api/");
    expect(robots).toContain("Sitemap: https://example.org/sitemap.xml");
  });
});
