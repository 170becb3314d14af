// /petities/{slug}: one petition, its text, goal and confirmed count.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { PetitionProgress } from "../components/content/PetitionProgress";
import { ResponsiveImage } from "../components/content/ResponsiveImage";
import { StreamField } from "../components/content/StreamField";
import { loadPetition } from "../lib/content/petitions.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/petition";

export async function loader(args: Route.LoaderArgs) {
  return loadPetition(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: petition, location, matches }: Route.MetaArgs) {
  if (!petition) return pageMeta({ location, matches }, {});
  return pageMeta(
    { location, matches },
    {
      title: petition.seo_title || petition.title,
      description: petition.search_description || petition.intro,
      image: petition.seo_image ?? petition.image,
    },
  );
}

export default function PetitionRoute({ loaderData: petition }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  return (
    <article className="article container" data-testid="petition">
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/petities">{t("all")}</LocalLink>
        </p>
        <h1 className="article__title">{petition.title}</h1>
        {petition.intro ? <p className="article__intro">{petition.intro}</p> : null}
        <PetitionProgress count={petition.signature_count} goal={petition.goal} />
        {petition.closed ? <p className="notice" data-testid="petition-closed">{t("closed")}</p> : null}
      </header>
      {petition.image ? (
        <figure className="article__hero">
          <ResponsiveImage image={petition.image} sizes="(min-width: 880px) 832px, 100vw" eager />
        </figure>
      ) : null}
      <div className="article__body">
        <StreamField blocks={petition.body} />
      </div>
    </article>
  );
}
