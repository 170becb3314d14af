// /petities/{slug}/bedankt: the thank-you page after signing, with the petition's count.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { PetitionProgress } from "../components/content/PetitionProgress";
import { loadPetition } from "../lib/content/petitions.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/petition-thanks";

export async function loader(args: Route.LoaderArgs) {
  return loadPetition(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: petition, location, matches }: Route.MetaArgs) {
  // A thank-you page is for those who signed: not for search engines.
  return pageMeta({ location, matches }, { title: petition?.thank_you_title, description: petition?.intro, noindex: true });
}

export default function PetitionThanks({ loaderData: petition }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  return (
    <article className="article container" data-testid="petition-thanks">
      <header className="article__header">
        <p className="article__kicker">{petition.title}</p>
        <h1 className="article__title">{petition.thank_you_title}</h1>
        {petition.thank_you_text ? <p className="article__intro">{petition.thank_you_text}</p> : null}
        <PetitionProgress count={petition.signature_count} goal={petition.goal} />
      </header>
      <p className="article__actions">
        <LocalLink to={`/petities/${petition.slug}`} className="button button--primary">{t("backToPetition")}</LocalLink>{" "}
        <LocalLink to="/petities" className="button button--outline">{t("all")}</LocalLink>
      </p>
    </article>
  );
}
