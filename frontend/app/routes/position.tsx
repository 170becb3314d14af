// /standpunten/{slug}: one position.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { StreamField } from "../components/content/StreamField";
import { loadPosition } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { useContentView } from "../lib/tracking/use-track";
import type { Route } from "./+types/position";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadPosition(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: position, location, matches }: Route.MetaArgs) {
  if (!position) return pageMeta({ location, matches }, {});
  return pageMeta(
    { location, matches },
    {
      title: position.seo_title || position.title,
      description: position.search_description || position.intro,
      image: position.seo_image ?? position.image,
      contentLocale: position.locale,
    },
  );
}

export default function PositionRoute({ loaderData: position }: Route.ComponentProps) {
  const t = useTranslations("positions");
  useContentView("position", position.slug);
  const contentLang = useContentLang(position.locale);
  return (
    <article className="article container" data-testid="position" lang={contentLang}>
      <UntranslatedNotice contentLocale={position.locale} />
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/standpunten">{t("all")}</LocalLink>
        </p>
        <h1 className="article__title">{position.title}</h1>
        {position.intro ? <p className="article__intro">{position.intro}</p> : null}
      </header>
      {position.image ? (
        <figure className="article__hero">
          <ResponsiveImage image={position.image} sizes="(min-width: 880px) 832px, 100vw" eager />
        </figure>
      ) : null}
      <div className="article__body">
        <StreamField blocks={position.body} />
      </div>
    </article>
  );
}
