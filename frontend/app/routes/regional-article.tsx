// /{gemeentes|provincies|waterschappen}/{region}/nieuws/{slug}: a regional article, shown like any
// article, with breadcrumbs back to its region. Canonical at this regional path.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ArticleView, articleMetaOptions, publishedTimeTag } from "../components/content/ArticleView";
import { loadRegionalArticle } from "../lib/content/api.server";
import { regionalArticlePath, REGION_KINDS } from "../lib/content/regions";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/regional-article";

export async function loader(args: Route.LoaderArgs) {
  return loadRegionalArticle(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  if (!loaderData) return pageMeta({ location, matches }, {});
  return [...pageMeta({ location, matches }, articleMetaOptions(loaderData.article)), publishedTimeTag(loaderData.article)];
}

export default function RegionalArticle({ loaderData: { article, region } }: Route.ComponentProps) {
  const t = useTranslations("regions");
  const kind = REGION_KINDS.find((info) => info.kind === region.kind)!;
  return (
    <ArticleView
      article={article}
      path={regionalArticlePath(region.path, article.slug)}
      testId="regional-article"
      kicker={
        <nav className="article__kicker breadcrumbs" aria-label={t("breadcrumbs")} data-testid="breadcrumbs">
          <ol>
            <li>
              <LocalLink to={`/${kind.segment}`}>{t(`${region.kind}.title`)}</LocalLink>
            </li>
            <li>
              <LocalLink to={region.path}>{region.name}</LocalLink>
            </li>
          </ol>
        </nav>
      }
    />
  );
}
