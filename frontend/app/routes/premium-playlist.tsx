// /fi-premium/playlist/{slug}: a premium playlist, its videos in the editor's order, for members
// with an active membership (the API checks).
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { StreamField } from "../components/content/StreamField";
import { VideoGrid } from "../components/content/VideoCard";
import { MembersOnly } from "../components/premium/MembersOnly";
import { premiumMeta } from "../lib/content/premium";
import { loadPremiumPlaylist } from "../lib/content/premium.server";
import { privatePageHeaders } from "../lib/http";
import type { Route } from "./+types/premium-playlist";
import premiumStyles from "../styles/premium.css?url";
import { stylesheet } from "../lib/stylesheets";

export const links: Route.LinksFunction = () => [stylesheet(premiumStyles)];

export async function loader(args: Route.LoaderArgs) {
  return loadPremiumPlaylist(args);
}

export const headers = privatePageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return premiumMeta({ location, matches }, loaderData);
}

export default function PremiumPlaylist({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("premium");
  if (loaderData.membersOnly) return <MembersOnly />;
  const playlist = loaderData.page;
  return (
    <section className="content-list container" data-testid="premium-playlist-page">
      <header className="content-list__header">
        <p className="article__kicker">
          <LocalLink to="/fi-premium">{t("title")}</LocalLink> · {t("playlist")}
        </p>
        <h1>{playlist.title}</h1>
        {playlist.intro ? <p className="content-list__intro">{playlist.intro}</p> : null}
        <p className="card__meta">{t("videoCount", { count: playlist.video_count })}</p>
      </header>
      {playlist.body.length > 0 ? (
        <div className="article__body premium-playlist__body">
          <StreamField blocks={playlist.body} />
        </div>
      ) : null}
      {playlist.videos.length > 0 ? (
        <VideoGrid videos={playlist.videos} basePath="/fi-premium" />
      ) : (
        <p>{t("emptyPlaylist")}</p>
      )}
    </section>
  );
}
