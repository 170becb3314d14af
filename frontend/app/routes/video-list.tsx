// /videos: the videos, newest first, twelve to a page ('?pagina=N'), like /nieuws.
import { useTranslations } from "use-intl";
import { Pagination } from "../components/content/Pagination";
import { VideoGrid } from "../components/content/VideoCard";
import { loadVideoList } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta, rootMessages, rootText } from "../lib/meta";
import { useParty } from "../lib/root-data";
import type { Route } from "./+types/video-list";

export async function loader(args: Route.LoaderArgs) {
  return loadVideoList(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const videos = rootMessages(matches)?.videos;
  const page = loaderData?.list.page ?? 1;
  return pageMeta(
    { location, matches },
    { title: videos?.title, description: rootText(matches, "videos.intro"), search: page > 1 ? `?pagina=${page}` : undefined },
  );
}

export default function VideoList({ loaderData: { list, path } }: Route.ComponentProps) {
  const t = useTranslations("videos");
  const party = useParty();
  return (
    <section className="content-list container" data-testid="videos-page">
      <header className="content-list__header">
        <h1>{t("title")}</h1>
        <p className="content-list__intro">{t("intro", party)}</p>
      </header>
      {list.items.length > 0 ? <VideoGrid videos={list.items} /> : <p>{t("empty")}</p>}
      <Pagination path={path} page={list.page} numPages={list.num_pages} />
    </section>
  );
}
