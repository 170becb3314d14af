// Loaders' calls to the content API (articles, authors, positions, people, regions, videos,
// vacancies, entities), through the helpers of call.server.ts. Server-only.
import { api } from "../api/client.server";
import { normalizePath } from "../shell-layout";
import { type LoaderArgsLike, answer, checked, checkedList, pageNotFound, signalFor } from "./call.server";
import { type RegionKindInfo, regionKindForParams, regionKindForPath } from "./regions";
import type {
  Article,
  ArticleList,
  AuthorPage,
  PeopleList,
  Person,
  Position,
  PositionList,
  Region,
  RegionList,
  SitemapEntry,
  Video,
  VideoList,
  Organisation,
  Product,
  Profile,
  Vacancy,
  VacancyList,
} from "./types";

export interface ListData<T> {
  list: T;
  /** The list's path without the query string (for the page links). */
  path: string;
}

export async function loadArticleList(args: LoaderArgsLike): Promise<ListData<ArticleList>> {
  const { page, locale } = checkedList(args);
  const list = await answer(args.url, () =>
    api.GET("/api/articles", { params: { query: { page, locale } }, signal: signalFor(args.request) }),
  );
  return { list, path: args.url.pathname };
}

export async function loadArticle(args: LoaderArgsLike): Promise<Article> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  const article = await answer(args.url, () =>
    api.GET("/api/articles/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
  return { ...article, body: Array.isArray(article.body) ? article.body : [] };
}

export async function loadAuthor(args: LoaderArgsLike): Promise<ListData<AuthorPage>> {
  const { page, locale } = checkedList(args);
  const slug = args.params.slug!;
  const list = await answer(args.url, () =>
    api.GET("/api/authors/{slug}", { params: { path: { slug }, query: { page, locale } }, signal: signalFor(args.request) }),
  );
  return { list, path: args.url.pathname };
}

export async function loadPositionList(args: LoaderArgsLike): Promise<PositionList> {
  const { locale } = checked(args);
  return answer(args.url, () => api.GET("/api/positions", { params: { query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadPosition(args: LoaderArgsLike): Promise<Position> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  const position = await answer(args.url, () =>
    api.GET("/api/positions/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
  return { ...position, body: Array.isArray(position.body) ? position.body : [] };
}

/** The people list at a fixed path (/mensen/bestuur, …): its slug is the path's last segment. */
export async function loadPeopleList(args: LoaderArgsLike): Promise<PeopleList> {
  const { locale } = checked(args);
  const slug = normalizePath(args.url.pathname).split("/").pop() ?? "";
  return answer(args.url, () =>
    api.GET("/api/people/lists/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
}

export async function loadPerson(args: LoaderArgsLike): Promise<Person> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  return answer(args.url, () => api.GET("/api/people/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }));
}

/** /gemeentes, /provincies, /waterschappen: every region of the path's kind, by name. */
export async function loadRegionList(args: LoaderArgsLike): Promise<RegionList & { kind: RegionKindInfo }> {
  checked(args);
  const kind = regionKindForPath(normalizePath(args.url.pathname));
  if (!kind) throw pageNotFound(args.url);
  const list = await answer(args.url, () =>
    api.GET("/api/regions/{kind}", { params: { path: { kind: kind.kind } }, signal: signalFor(args.request) }),
  );
  return { ...list, kind };
}

function regionRequest(args: LoaderArgsLike): { kind: RegionKindInfo; slug: string } {
  const kind = regionKindForParams(args.params);
  if (!kind) throw pageNotFound(args.url);
  return { kind, slug: args.params[kind.param]! };
}

export async function loadRegion(args: LoaderArgsLike): Promise<Region> {
  const { locale } = checked(args);
  const { kind, slug } = regionRequest(args);
  return answer(args.url, () =>
    api.GET("/api/regions/{kind}/{slug}", { params: { path: { kind: kind.kind, slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
}

/** A regional article, with its region (for the breadcrumbs). */
export async function loadRegionalArticle(args: LoaderArgsLike): Promise<{ article: Article; region: Region }> {
  const { locale } = checked(args);
  const { kind, slug } = regionRequest(args);
  const article_slug = args.params.slug!;
  const signal = signalFor(args.request);
  const [article, region] = await Promise.all([
    answer(args.url, () =>
      api.GET("/api/regions/{kind}/{slug}/news/{article_slug}", {
        params: { path: { kind: kind.kind, slug, article_slug }, query: { locale } },
        signal,
      }),
    ),
    answer(args.url, () => api.GET("/api/regions/{kind}/{slug}", { params: { path: { kind: kind.kind, slug }, query: { locale } }, signal })),
  ]);
  return { article: { ...article, body: Array.isArray(article.body) ? article.body : [] }, region };
}

export async function loadVideoList(args: LoaderArgsLike, pageSize = 12): Promise<ListData<VideoList>> {
  const { page, locale } = checkedList(args);
  const list = await answer(args.url, () =>
    api.GET("/api/videos", { params: { query: { page, page_size: pageSize, locale } }, signal: signalFor(args.request) }),
  );
  return { list, path: args.url.pathname };
}

export async function loadVideo(args: LoaderArgsLike): Promise<Video> {
  const { locale } = checked(args);
  const slug = args.params.slug!;
  const video = await answer(args.url, () =>
    api.GET("/api/videos/{slug}", { params: { path: { slug }, query: { locale } }, signal: signalFor(args.request) }),
  );
  return { ...video, body: Array.isArray(video.body) ? video.body : [] };
}

/** Every public path for /sitemap.xml (Dutch paths). */
export async function loadSitemapEntries(args: LoaderArgsLike): Promise<SitemapEntry[]> {
  const sitemap = await answer(args.url, () => api.GET("/api/pages/sitemap", { signal: signalFor(args.request) }));
  return sitemap.entries;
}

export async function loadVacancyList(args: LoaderArgsLike): Promise<VacancyList> {
  const { locale } = checked(args);
  return answer(args.url, () => api.GET("/api/vacancies", { params: { query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadVacancy(args: LoaderArgsLike): Promise<Vacancy> {
  const { locale } = checked(args);
  const uuid = args.params.uuid!;
  return answer(args.url, () => api.GET("/api/vacancies/{uuid}", { params: { path: { uuid }, query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadOrganisation(args: LoaderArgsLike): Promise<Organisation> {
  const { locale } = checked(args);
  const uuid = args.params.uuid!;
  return answer(args.url, () => api.GET("/api/organisations/{uuid}", { params: { path: { uuid }, query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadProduct(args: LoaderArgsLike): Promise<Product> {
  const { locale } = checked(args);
  const uuid = args.params.uuid!;
  return answer(args.url, () => api.GET("/api/products/{uuid}", { params: { path: { uuid }, query: { locale } }, signal: signalFor(args.request) }));
}

export async function loadProfile(args: LoaderArgsLike): Promise<Profile> {
  const { locale } = checked(args);
  const uuid = args.params.uuid!;
  return answer(args.url, () => api.GET("/api/profiles/{uuid}", { params: { path: { uuid }, query: { locale } }, signal: signalFor(args.request) }));
}
