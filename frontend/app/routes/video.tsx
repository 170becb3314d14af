// /videos/{slug}: one video. The player loads only after the visitor clicks play (VideoBlock).
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { StreamField } from "../components/content/StreamField";
import { VideoBlock } from "../components/content/VideoBlock";
import { loadVideo } from "../lib/content/api.server";
import { formatDate } from "../lib/format";
import { contentPageHeaders } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/video";

export async function loader(args: Route.LoaderArgs) {
  return loadVideo(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: video, location, matches }: Route.MetaArgs) {
  return pageMeta(
    { location, matches },
    {
      title: video ? video.seo_title || video.title : undefined,
      description: video ? video.search_description || video.intro : undefined,
      type: video ? "video.other" : undefined,
      image: video ? (video.seo_image ?? video.image) : undefined,
    },
  );
}

export default function VideoRoute({ loaderData: video }: Route.ComponentProps) {
  const t = useTranslations("videos");
  const locale = useLocale() as Locale;
  return (
    <article className="article container" data-testid="video-page">
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/videos">{t("title")}</LocalLink>
        </p>
        <h1 className="article__title">{video.title}</h1>
        <p className="article__meta">
          <time dateTime={video.publish_on}>{formatDate(video.publish_on, locale)}</time>
        </p>
      </header>
      <VideoBlock url={video.video_url} title={video.title} />
      {video.intro ? <p className="article__intro">{video.intro}</p> : null}
      <div className="article__body">
        <StreamField blocks={video.body} />
      </div>
    </article>
  );
}
