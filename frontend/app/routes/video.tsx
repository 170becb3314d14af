// /videos/{slug}: one video. The player loads only after the visitor clicks play (VideoBlock).
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { VideoView } from "../components/content/VideoView";
import { loadVideo } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
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
      contentLocale: video?.locale,
    },
  );
}

export default function VideoRoute({ loaderData: video }: Route.ComponentProps) {
  const t = useTranslations("videos");
  return <VideoView video={video} testId="video-page" kicker={<LocalLink to="/videos">{t("title")}</LocalLink>} />;
}
