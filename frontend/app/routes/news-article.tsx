// /nieuws/{slug}: one article, with NewsArticle structured data and article share tags.
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { AuthorNames } from "../components/content/AuthorNames";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { StreamField } from "../components/content/StreamField";
import { WebsiteBadge } from "../components/content/WebsiteBadge";
import { loadArticle } from "../lib/content/api.server";
import { jsonLdScript, newsArticleJsonLd } from "../lib/content/json-ld";
import { formatDate } from "../lib/format";
import { contentPageHeaders } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { useRootData } from "../lib/root-data";
import type { Route } from "./+types/news-article";

export async function loader(args: Route.LoaderArgs) {
  return loadArticle(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: article, location, matches }: Route.MetaArgs) {
  if (!article) return pageMeta({ location, matches }, {});
  const tags = pageMeta(
    { location, matches },
    {
      title: article.seo_title || article.title,
      description: article.search_description || article.intro,
      type: "article",
      image: article.seo_image ?? article.image,
    },
  );
  tags.push({ property: "article:published_time", content: article.publish_on });
  return tags;
}

export default function NewsArticle({ loaderData: article }: Route.ComponentProps) {
  const t = useTranslations("news");
  const locale = useLocale() as Locale;
  const root = useRootData();
  const origin = root?.origin ?? "";
  const jsonLd = newsArticleJsonLd(article, {
    url: `${origin}${locale === "en" ? "/en" : ""}/nieuws/${article.slug}`,
    origin,
    siteName: root?.messages.site.name ?? "",
  });
  return (
    <article className="article container" data-testid="news-article">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/nieuws">{t("title")}</LocalLink>
        </p>
        <WebsiteBadge website={article.website} />
        <h1 className="article__title">{article.title}</h1>
        {article.intro ? <p className="article__intro">{article.intro}</p> : null}
        <p className="article__meta">
          <time dateTime={article.publish_on}>{formatDate(article.publish_on, locale)}</time>
          {article.authors.length > 0 ? (
            <>
              <span aria-hidden="true"> · </span>
              <AuthorNames authors={article.authors} links />
            </>
          ) : null}
        </p>
      </header>
      {article.image ? (
        <figure className="article__hero">
          <ResponsiveImage image={article.image} sizes="(min-width: 880px) 832px, 100vw" eager />
        </figure>
      ) : null}
      <div className="article__body">
        <StreamField blocks={article.body} />
      </div>
      <footer className="article__footer">
        <p className="sr-only">{t("published", { date: formatDate(article.publish_on, locale) })}</p>
      </footer>
    </article>
  );
}
