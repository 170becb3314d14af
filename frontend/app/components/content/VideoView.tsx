// One video page: kicker link to its list, title, date, the click-to-play player, intro and
// description. Shared by /videos/{slug} and the premium videos.
import type { ReactNode } from "react";
import { useLocale } from "use-intl";
import type { Video } from "../../lib/content/types";
import { formatDate } from "../../lib/format/datetime";
import type { Locale } from "../../lib/locale";
import { StreamField } from "./StreamField";
import { VideoBlock } from "./VideoBlock";
import { UntranslatedNotice, useContentLang } from "./ContentLanguage";

export function VideoView({ video, kicker, testId }: { video: Video; kicker: ReactNode; testId: string }) {
  const locale = useLocale() as Locale;
  const contentLang = useContentLang(video.locale);
  return (
    <article className="article container" data-testid={testId} lang={contentLang}>
      <UntranslatedNotice contentLocale={video.locale} />
      <header className="article__header">
        <p className="article__kicker">{kicker}</p>
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
