// /embeds/playlist: the latest videos as a compact list, for embedding on other sites (the shell
// shows no header or footer under /embeds). Links open the video on the site itself, outside the frame.
import { useTranslations } from "use-intl";
import { useLocalePath } from "../components/LocalLink";
import { RelativeDate } from "../components/content/RelativeDate";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { PlayMark } from "../components/content/VideoCard";
import { loadVideoList } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta, rootMessages } from "../lib/meta";
import type { Route } from "./+types/video-playlist";

export async function loader(args: Route.LoaderArgs) {
  return loadVideoList(args, 8);
}

export const headers = contentPageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const videos = rootMessages(matches)?.videos;
  return pageMeta({ location, matches }, { title: videos?.latest, noindex: true });
}

export default function VideoPlaylist({ loaderData: { list } }: Route.ComponentProps) {
  const t = useTranslations("videos");
  const localize = useLocalePath();
  return (
    <section className="playlist" data-testid="video-playlist">
      <h1 className="playlist__title">{t("latest")}</h1>
      <ol className="playlist__items">
        {list.items.map((video) => (
          <li key={video.slug} className="playlist__item" data-testid="playlist-item">
            <div className="playlist__thumb">
              {video.image ? <ResponsiveImage image={video.image} sizes="8rem" alt="" /> : null}
              <PlayMark />
            </div>
            <div>
              {/* Plain links that leave the frame: the video plays on the site itself. */}
              <a className="playlist__link" href={localize(`/videos/${video.slug}`)} target="_top">
                {video.title}
              </a>
              <p className="playlist__meta">
                <RelativeDate date={video.publish_on} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <p className="playlist__all">
        <a href={localize("/videos")} target="_top">
          {t("all")}
        </a>
      </p>
    </section>
  );
}
