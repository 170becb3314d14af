// Structured data for an article page (schema.org NewsArticle), embedded as application/ld+json.
import type { Article } from "./types";

/** Makes '/media/x.webp' absolute; leaves absolute URLs alone. */
export function absoluteUrl(url: string, origin: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return origin.replace(/\/+$/, "") + (url.startsWith("/") ? url : `/${url}`);
}

type ArticleForJsonLd = Pick<Article, "title" | "seo_title" | "intro" | "search_description" | "publish_on" | "image" | "seo_image" | "authors">;

export function newsArticleJsonLd(article: ArticleForJsonLd, options: { url: string; origin: string; siteName: string }) {
  const image = article.seo_image ?? article.image;
  const description = article.search_description || article.intro;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    ...(description ? { description } : {}),
    datePublished: article.publish_on,
    mainEntityOfPage: options.url,
    ...(image ? { image: [absoluteUrl(image.url, options.origin)] } : {}),
    author: article.authors.map((author) => ({
      "@type": "Person",
      name: author.name,
      url: absoluteUrl(`/auteurs/${author.slug}`, options.origin),
    })),
    publisher: { "@type": "Organization", name: options.siteName },
  };
}

/** JSON for inside a <script>: '<' escaped so no '</script>' in a title can end the element. */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
