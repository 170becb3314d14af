// /nieuws/{slug}: one article, with NewsArticle structured data and article share tags.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ArticleView, articleMetaOptions, publishedTimeTag } from "../components/content/ArticleView";
import { loadArticle } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { useContentView } from "../lib/tracking/use-track";
import type { Route } from "./+types/news-article";

export async function loader(args: Route.LoaderArgs) {
  return loadArticle(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: article, location, matches }: Route.MetaArgs) {
  if (!article) return pageMeta({ location, matches }, {});
  return [...pageMeta({ location, matches }, articleMetaOptions(article)), publishedTimeTag(article)];
}

export default function NewsArticle({ loaderData: article }: Route.ComponentProps) {
  const t = useTranslations("news");
  useContentView("article", article.slug);
  return (
    <ArticleView
      article={article}
      path={`/nieuws/${article.slug}`}
      testId="news-article"
      kicker={
        <p className="article__kicker">
          <LocalLink to="/nieuws">{t("title")}</LocalLink>
        </p>
      }
    />
  );
}
