// A person in a list (a people list, a region's representatives): portrait, name, role and portfolio.
import { useTranslations } from "use-intl";
import type { PersonSummary } from "../../lib/content/types";
import { LocalLink } from "../LocalLink";
import { ResponsiveImage } from "./ResponsiveImage";

export const PERSON_IMAGE_SIZES = "(min-width: 1152px) 260px, (min-width: 1024px) 22vw, (min-width: 640px) 30vw, 50vw";

export function PersonCard({ person }: { person: PersonSummary }) {
  const t = useTranslations("people");
  return (
    <article className="person-card" data-testid="person-card">
      <div className="person-card__media">
        {person.photo ? (
          <ResponsiveImage
            image={person.photo}
            sizes={PERSON_IMAGE_SIZES}
            className="person-card__image"
            alt={person.photo.alt || t("photo", { name: person.name })}
          />
        ) : null}
      </div>
      <div className="person-card__body">
        <h2 className="person-card__name">
          {/* The link stretches over the whole card (CSS), so the card is one tap target. */}
          <LocalLink to={`/mensen/${person.slug}`} className="card__link">
            {person.name}
          </LocalLink>
        </h2>
        {person.role ? <p className="person-card__role">{person.role}</p> : null}
        {person.portfolio ? <p className="person-card__portfolio">{person.portfolio}</p> : null}
      </div>
    </article>
  );
}

export function PersonGrid({ people }: { people: PersonSummary[] }) {
  return (
    <ul className="person-grid" data-testid="person-list">
      {people.map((person) => (
        <li key={person.slug}>
          <PersonCard person={person} />
        </li>
      ))}
    </ul>
  );
}
