import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdScript, newsArticleJsonLd } from "./json-ld";
import { MAX_PAGE, pageHref, pageLinks, parsePageParam } from "./pagination";
import { videoEmbedUrl, videoHost } from "./video";
import { websiteLabelKey } from "./website";

const q = (search: string) => new URLSearchParams(search);

describe("parsePageParam", () => {
  it("is 1 without the parameter", () => {
    expect(parsePageParam(q(""))).toBe(1);
    expect(parsePageParam(q("page=3"))).toBe(1);
  });

  it("accepts positive integers", () => {
    expect(parsePageParam(q("pagina=1"))).toBe(1);
    expect(parsePageParam(q("pagina=2"))).toBe(2);
    expect(parsePageParam(q(`pagina=${MAX_PAGE}`))).toBe(MAX_PAGE);
  });

  it.each(["abc", "0", "-1", "1.5", "01", " 2", "2 ", "", "1e3", "0x10", "+2", "99999", "100000000000"])("refuses %j", (value) => {
    expect(parsePageParam(q(`pagina=${encodeURIComponent(value)}`))).toBeNull();
  });

  it("refuses the parameter twice", () => {
    expect(parsePageParam(q("pagina=1&pagina=2"))).toBeNull();
  });
});

describe("page links", () => {
  it("page 1 is the bare path", () => {
    expect(pageHref("/nieuws", 1)).toBe("/nieuws");
    expect(pageHref("/en/nieuws", 3)).toBe("/en/nieuws?pagina=3");
  });

  it("has previous and next inside the range", () => {
    expect(pageLinks("/nieuws", 1, 5)).toEqual({ previous: null, next: "/nieuws?pagina=2" });
    expect(pageLinks("/nieuws", 2, 5)).toEqual({ previous: "/nieuws", next: "/nieuws?pagina=3" });
    expect(pageLinks("/nieuws", 5, 5)).toEqual({ previous: "/nieuws?pagina=4", next: null });
    expect(pageLinks("/nieuws", 1, 1)).toEqual({ previous: null, next: null });
    expect(pageLinks("/nieuws", 1, 0)).toEqual({ previous: null, next: null });
  });
});

describe("websiteLabelKey", () => {
  it("maps the other websites and hides the default", () => {
    expect(websiteLabelKey("jfvd")).toBe("jfvd");
    expect(websiteLabelKey("renaissance")).toBe("renaissance");
    expect(websiteLabelKey("international")).toBe("international");
    expect(websiteLabelKey("default")).toBeNull();
    expect(websiteLabelKey("iets-anders")).toBeNull();
    expect(websiteLabelKey(undefined)).toBeNull();
  });
});

describe("NewsArticle JSON-LD", () => {
  const image = { url: "/media/images/a.width-1600.webp", width: 1600, height: 900, alt: "", srcset: "" };
  const article = {
    title: "Titel",
    seo_title: "",
    intro: "Inleiding",
    search_description: "",
    publish_on: "2026-11-20T10:00:00Z",
    image,
    seo_image: null,
    authors: [
      { name: "Anna de Vries", slug: "anna-de-vries", image: null },
      { name: "Bert Jansen", slug: "bert-jansen", image: null },
    ],
  };
  const options = { url: "https://fvd.nl/nieuws/titel", origin: "https://fvd.nl", siteName: "Forum voor Democratie" };

  it("has the headline, date, image, authors and publisher", () => {
    expect(newsArticleJsonLd(article, options)).toEqual({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: "Titel",
      description: "Inleiding",
      datePublished: "2026-11-20T10:00:00Z",
      mainEntityOfPage: "https://fvd.nl/nieuws/titel",
      image: ["https://fvd.nl/media/images/a.width-1600.webp"],
      author: [
        { "@type": "Person", name: "Anna de Vries", url: "https://fvd.nl/auteurs/anna-de-vries" },
        { "@type": "Person", name: "Bert Jansen", url: "https://fvd.nl/auteurs/bert-jansen" },
      ],
      publisher: { "@type": "Organization", name: "Forum voor Democratie" },
    });
  });

  it("prefers the SEO image and description, and leaves out what is missing", () => {
    const seo = { ...image, url: "https://cdn.example/seo.webp" };
    const data = newsArticleJsonLd({ ...article, seo_image: seo, search_description: "Zoek" }, options);
    expect(data.image).toEqual(["https://cdn.example/seo.webp"]);
    expect(data.description).toBe("Zoek");
    const bare = newsArticleJsonLd({ ...article, image: null, intro: "" }, options);
    expect(bare).not.toHaveProperty("image");
    expect(bare).not.toHaveProperty("description");
  });

  it("serialises safely inside a script element", () => {
    expect(jsonLdScript({ headline: "</script><script>alert(1)</script>" })).not.toContain("</script>");
    expect(JSON.parse(jsonLdScript({ a: "</b>" }))).toEqual({ a: "</b>" });
  });

  it("makes URLs absolute", () => {
    expect(absoluteUrl("/x.webp", "https://fvd.nl/")).toBe("https://fvd.nl/x.webp");
    expect(absoluteUrl("x.webp", "https://fvd.nl")).toBe("https://fvd.nl/x.webp");
    expect(absoluteUrl("https://a.b/x", "https://fvd.nl")).toBe("https://a.b/x");
  });
});

describe("video embeds", () => {
  it("turns YouTube links into youtube-nocookie players", () => {
    for (const url of ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "https://youtu.be/dQw4w9WgXcQ", "https://youtube.com/shorts/dQw4w9WgXcQ"]) {
      expect(videoEmbedUrl(url)).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0");
    }
  });

  it("turns Vimeo links into do-not-track players", () => {
    expect(videoEmbedUrl("https://vimeo.com/76979871")).toBe("https://player.vimeo.com/video/76979871?autoplay=1&dnt=1");
  });

  it("refuses anything else", () => {
    for (const url of ["not a url", "javascript:alert(1)", "https://example.com/watch?v=dQw4w9WgXcQ", "https://youtube.com/watch?v=<x>", "https://vimeo.com/channels"]) {
      expect(videoEmbedUrl(url)).toBeNull();
    }
  });

  it("names the host", () => {
    expect(videoHost("https://www.youtube.com/watch?v=x")).toBe("youtube.com");
    expect(videoHost("nope")).toBe("");
  });
});
