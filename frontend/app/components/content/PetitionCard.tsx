// One petition in the list: image, title (the link), intro and how far it is.
import type { PetitionSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { CARD_IMAGE_SIZES } from "./ArticleCard";
import { PetitionProgress } from "./PetitionProgress";
import { ResponsiveImage } from "./ResponsiveImage";
import { useContentLang } from "./ContentLanguage";

export function PetitionCard({ petition }: { petition: PetitionSummary }) {
  const lang = useContentLang(petition.locale);
  return (
    <article className="card card--petition" data-testid="petition-card">
      {petition.image ? (
        <div className="card__media">
          <ResponsiveImage image={petition.image} sizes={CARD_IMAGE_SIZES} className="card__image" />
        </div>
      ) : null}
      <div className="card__body">
        <h2 className="card__title" lang={lang}>
          <LocalLink to={`/petities/${petition.slug}`} className="card__link">
            {petition.title}
          </LocalLink>
        </h2>
        {petition.intro ? (
          <p className="card__intro" lang={lang}>
            {petition.intro}
          </p>
        ) : null}
        <PetitionProgress count={petition.signature_count} goal={petition.goal} />
      </div>
    </article>
  );
}
