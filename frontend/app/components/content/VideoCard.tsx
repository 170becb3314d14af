// A video in a list: thumbnail with a play mark, title (the link) and relative date.
import type { ImageOut, VideoSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { CARD_IMAGE_SIZES } from "./ArticleCard";
import { useContentLang } from "./ContentLanguage";
import { RelativeDate } from "./RelativeDate";
import { ResponsiveImage } from "./ResponsiveImage";

export function PlayMark() {
  return (
    <span className="video-card__play" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="currentColor">
        <path d="M8 5v14l11-7z" />
      </svg>
    </span>
  );
}

/** basePath: the list the video belongs to, /videos unless given (/fi-premium). */
/** A card's picture with the play mark over it (videos, premium playlists). */
export function VideoCardMedia({ image }: { image: ImageOut | null }) {
  return (
    <div className="card__media">
      {image ? <ResponsiveImage image={image} sizes={CARD_IMAGE_SIZES} className="card__image" alt="" /> : null}
      <PlayMark />
    </div>
  );
}

export function VideoCard({ video, basePath = "/videos" }: { video: VideoSummary; basePath?: string }) {
  const lang = useContentLang(video.locale);
  return (
    <article className="card video-card" data-testid="video-card">
      <VideoCardMedia image={video.image} />
      <div className="card__body">
        <h2 className="card__title" lang={lang}>
          <LocalLink to={`${basePath}/${video.slug}`} className="card__link">
            {video.title}
          </LocalLink>
        </h2>
        <p className="card__meta">
          <RelativeDate date={video.publish_on} />
        </p>
      </div>
    </article>
  );
}

export function VideoGrid({ videos, basePath }: { videos: VideoSummary[]; basePath?: string }) {
  return (
    <ul className="card-grid" data-testid="video-list">
      {videos.map((video) => (
        <li key={video.slug}>
          <VideoCard video={video} basePath={basePath} />
        </li>
      ))}
    </ul>
  );
}
