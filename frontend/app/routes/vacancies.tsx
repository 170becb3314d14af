// /vacatures: the open vacancies, closing soonest first; each opens at /vacatures/{uuid}.
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { CardList } from "../components/content/CardList";
import { loadVacancyList } from "../lib/content/api.server";
import type { VacancySummary } from "../lib/content/types";
import { formatDate } from "../lib/format";
import { contentPageHeaders } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import type { Route } from "./+types/vacancies";
import { contentLangOf } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadVacancyList(args);
}

export const headers = contentPageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const texts = rootMessages(matches)?.vacancies;
  return pageMeta({ location, matches }, { title: texts?.title, description: texts?.intro });
}

/** Hours, place and closing date of a vacancy, as one line. */
export function VacancyFacts({ vacancy }: { vacancy: VacancySummary }) {
  const t = useTranslations("vacancies");
  const locale = useLocale() as Locale;
  const facts = [
    vacancy.location ? t("location", { location: vacancy.location }) : null,
    vacancy.hours_per_week ? t("hours", { hours: vacancy.hours_per_week }) : null,
    vacancy.closes_on ? t("closes", { date: formatDate(vacancy.closes_on, locale) }) : null,
  ].filter(Boolean);
  return facts.length ? <p className="card__meta">{facts.join(" · ")}</p> : null;
}

export default function Vacancies({ loaderData: list }: Route.ComponentProps) {
  const t = useTranslations("vacancies");
  const siteLocale = useLocale();
  return (
    <CardList testId="vacancy-list" title={t("title")} intro={t("intro")} items={list.items} empty={t("empty")} itemKey={(vacancy) => vacancy.uuid}>
      {(vacancy) => (
        <article className="card" data-testid="vacancy-card">
          <div className="card__body">
            <h2 className="card__title" lang={contentLangOf(siteLocale, vacancy.locale)}>
              <LocalLink to={`/vacatures/${vacancy.uuid}`} className="card__link">
                {vacancy.title}
              </LocalLink>
            </h2>
            {vacancy.intro ? (
              <p className="card__intro" lang={contentLangOf(siteLocale, vacancy.locale)}>
                {vacancy.intro}
              </p>
            ) : null}
            <VacancyFacts vacancy={vacancy} />
          </div>
        </article>
      )}
    </CardList>
  );
}
