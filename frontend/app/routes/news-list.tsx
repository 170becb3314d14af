// /nieuws: the articles, newest first, twelve to a page ('?pagina=N').
import { useTranslations } from "use-intl";
import { ArticleGrid } from "../components/content/ArticleCard";
import { Pagination } from "../components/content/Pagination";
import { loadArticleList } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta, rootMessages, rootText } from "../lib/meta";
import { useParty } from "../lib/root-data";
import type { Route } from "./+types/news-list";

export async function loader(args: Route.LoaderArgs) {
  return loadArticleList(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const news = rootMessages(matches)?.news;
  const page = loaderData?.list.page ?? 1;
  return pageMeta(
    { location, matches },
    { title: news?.title, description: rootText(matches, "news.intro"), search: page > 1 ? `?pagina=${page}` : undefined },
  );
}

export default function NewsList({ loaderData: { list, path } }: Route.ComponentProps) {
  const t = useTranslations("news");
  const party = useParty();
  return (
    <section className="content-list container" data-testid="news-list">
      <header className="content-list__header">
        <h1>{t("title")}</h1>
        <p className="content-list__intro">{t("intro", party)}</p>
      </header>
      {list.items.length > 0 ? <ArticleGrid articles={list.items} /> : <p>{t("empty")}</p>}
      <Pagination path={path} page={list.page} numPages={list.num_pages} />
    </section>
  );
}
