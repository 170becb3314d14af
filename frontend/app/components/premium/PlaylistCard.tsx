// A premium playlist in a list: its image with a play mark, title (the link) and how many videos.
import { useTranslations } from "use-intl";
import type { PremiumPlaylistSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { VideoCardMedia } from "../content/VideoCard";

export function PlaylistCard({ playlist }: { playlist: PremiumPlaylistSummary }) {
  const t = useTranslations("premium");
  return (
    <article className="card video-card" data-testid="premium-playlist-card">
      <VideoCardMedia image={playlist.image} />
      <div className="card__body">
        <h3 className="card__title">
          <LocalLink to={`/fi-premium/playlist/${playlist.slug}`} className="card__link">
            {playlist.title}
          </LocalLink>
        </h3>
        {playlist.intro ? <p className="card__intro">{playlist.intro}</p> : null}
        <p className="card__meta">
          {t("playlist")} · {t("videoCount", { count: playlist.video_count })}
        </p>
      </div>
    </article>
  );
}
