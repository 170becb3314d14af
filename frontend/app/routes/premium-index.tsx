// /fi-premium: the premium playlists and videos, for members with an active membership (the API
// checks; see lib/content/premium.server.ts for the login redirect and the members-only page).
import { useLocation } from "react-router";
import { useTranslations } from "use-intl";
import { Pagination } from "../components/content/Pagination";
import { VideoGrid } from "../components/content/VideoCard";
import { MembersOnly } from "../components/premium/MembersOnly";
import { PlaylistCard } from "../components/premium/PlaylistCard";
import { premiumMeta } from "../lib/content/premium";
import { loadPremiumIndex } from "../lib/content/premium.server";
import { privatePageHeaders } from "../lib/http";
import type { Route } from "./+types/premium-index";

export async function loader(args: Route.LoaderArgs) {
  return loadPremiumIndex(args);
}

export const headers = privatePageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return premiumMeta({ location, matches }, loaderData);
}

export default function PremiumIndex({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("premium");
  const { pathname } = useLocation();
  if (loaderData.membersOnly) return <MembersOnly />;
  const index = loaderData.page;
  const { videos } = index;
  return (
    <section className="content-list container" data-testid="premium-page">
      <header className="content-list__header">
        <h1>{index.title}</h1>
        {index.intro ? <p className="content-list__intro">{index.intro}</p> : null}
      </header>
      {index.playlists.length > 0 ? (
        <section className="region__section" aria-labelledby="premium-playlists" data-testid="premium-playlists">
          <h2 id="premium-playlists">{t("playlists")}</h2>
          <ul className="card-grid">
            {index.playlists.map((playlist) => (
              <li key={playlist.slug}>
                <PlaylistCard playlist={playlist} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="region__section" aria-labelledby="premium-videos">
        <h2 id="premium-videos">{t("videos")}</h2>
        {videos.items.length > 0 ? <VideoGrid videos={videos.items} basePath="/fi-premium" /> : <p>{t("empty")}</p>}
      </section>
      <Pagination path={pathname} page={videos.page} numPages={videos.num_pages} />
    </section>
  );
}
