// One position in the list: image, title (the link) and intro.
import type { PositionSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { CARD_IMAGE_SIZES } from "./ArticleCard";
import { useContentLang } from "./ContentLanguage";
import { ResponsiveImage } from "./ResponsiveImage";

export function PositionCard({ position }: { position: PositionSummary }) {
  const lang = useContentLang(position.locale);
  return (
    <article className="card card--position" data-testid="position-card">
      {position.image ? (
        <div className="card__media">
          <ResponsiveImage image={position.image} sizes={CARD_IMAGE_SIZES} className="card__image" />
        </div>
      ) : null}
      <div className="card__body">
        <h2 className="card__title" lang={lang}>
          <LocalLink to={`/standpunten/${position.slug}`} className="card__link">
            {position.title}
          </LocalLink>
        </h2>
        {position.intro ? (
          <p className="card__intro" lang={lang}>
            {position.intro}
          </p>
        ) : null}
      </div>
    </article>
  );
}
