// One article (news or regional news): header, hero image, body and NewsArticle structured data.
// The kicker holds the way back: the news list, or the region's breadcrumbs.
import type { ReactNode } from "react";
import { useLocale, useTranslations } from "use-intl";
import { jsonLdScript, newsArticleJsonLd } from "../../lib/content/json-ld";
import type { Article } from "../../lib/content/types";
import { formatDate } from "../../lib/format/datetime";
import { type Locale, localizePath } from "../../lib/locale";
import type { MetaDescriptor } from "react-router";
import { usePartyName, useRootData } from "../../lib/root-data";
import { AuthorNames } from "./AuthorNames";
import { ResponsiveImage } from "./ResponsiveImage";
import { StreamField } from "./StreamField";
import { WebsiteBadge } from "./WebsiteBadge";
import { UntranslatedNotice, useContentLang } from "./ContentLanguage";

/** The share tags that come on top of pageMeta's for an article. */
export function articleMetaOptions(article: Article) {
  return {
    title: article.seo_title || article.title,
    description: article.search_description || article.intro,
    type: "article",
    image: article.seo_image ?? article.image,
    contentLocale: article.locale,
  };
}

export function publishedTimeTag(article: Article): MetaDescriptor {
  return { property: "article:published_time", content: article.publish_on };
}

/** path: the article's own Dutch path (for the structured data's URL). */
export function ArticleView({ article, path, kicker, testId }: { article: Article; path: string; kicker: ReactNode; testId: string }) {
  const t = useTranslations("news");
  const locale = useLocale() as Locale;
  const root = useRootData();
  const partyName = usePartyName();
  const origin = root?.origin ?? "";
  const jsonLd = newsArticleJsonLd(article, {
    url: `${origin}${localizePath(path, locale)}`,
    origin,
    siteName: partyName,
  });
  const contentLang = useContentLang(article.locale);
  return (
    <article className="article container" data-testid={testId} lang={contentLang}>
      <UntranslatedNotice contentLocale={article.locale} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(jsonLd) }} />
      <header className="article__header">
        {kicker}
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
