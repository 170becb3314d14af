// /auteurs/{slug}: an author, their photo and their articles (paginated like /nieuws).
import { useTranslations } from "use-intl";
import { ArticleGrid } from "../components/content/ArticleCard";
import { Pagination } from "../components/content/Pagination";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { loadAuthor } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/author";

export async function loader(args: Route.LoaderArgs) {
  return loadAuthor(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const page = loaderData?.list.articles.page ?? 1;
  return pageMeta(
    { location, matches },
    { title: loaderData?.list.author.name, image: loaderData?.list.author.image, search: page > 1 ? `?pagina=${page}` : undefined },
  );
}

export default function AuthorRoute({ loaderData: { list, path } }: Route.ComponentProps) {
  const t = useTranslations("news");
  const { author, articles } = list;
  return (
    <section className="content-list container" data-testid="author-page">
      <header className="author-header">
        {author.image ? (
          <ResponsiveImage image={author.image} sizes="8rem" className="author-header__photo" alt={t("authorPhoto", { name: author.name })} eager />
        ) : null}
        <div>
          <h1 className="author-header__name">{author.name}</h1>
          <p className="content-list__intro">{t("allBy", { name: author.name })}</p>
        </div>
      </header>
      {articles.items.length > 0 ? <ArticleGrid articles={articles.items} /> : <p>{t("empty")}</p>}
      <Pagination path={path} page={articles.page} numPages={articles.num_pages} />
    </section>
  );
}
