// A video in an article: a link with the title until the visitor clicks play; only then does the
// player (youtube-nocookie.com or Vimeo without tracking) load. Nothing is requested from the video
// host before that click. Without JavaScript the link opens the video on its own site.
import { useState } from "react";
import { useTranslations } from "use-intl";
import { videoEmbedUrl, videoHost } from "../../lib/content/video";

export function VideoBlock({ url, title }: { url: string; title: string }) {
  const t = useTranslations("video");
  const [playing, setPlaying] = useState(false);
  const embed = videoEmbedUrl(url);
  const host = videoHost(url);
  if (playing && embed) {
    return (
      <figure className="block-video" data-testid="video-player">
        <div className="block-video__frame">
          <iframe
            src={embed}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
        <figcaption>{title}</figcaption>
      </figure>
    );
  }
  return (
    <figure className="block-video" data-testid="video-placeholder">
      <a
        className="block-video__placeholder"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(event) => {
          if (!embed || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setPlaying(true);
        }}
      >
        <span className="block-video__play" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28" fill="currentColor">
            <path d="M8 5v14l11-7z" />
          </svg>
        </span>
        <span className="block-video__title">
          <span className="sr-only">{embed ? t("play") : t("open", { host })}: </span>
          {title}
        </span>
      </a>
      {host ? <figcaption className="block-video__notice">{embed ? t("notice", { host }) : t("open", { host })}</figcaption> : null}
    </figure>
  );
}
