// /vacatures/{uuid}: one open vacancy.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { StreamField } from "../components/content/StreamField";
import { loadVacancy } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/vacancy";
import { VacancyFacts } from "./vacancies";

export async function loader(args: Route.LoaderArgs) {
  return loadVacancy(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: vacancy, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, vacancy ? { title: vacancy.title, description: vacancy.intro } : {});
}

export default function VacancyRoute({ loaderData: vacancy }: Route.ComponentProps) {
  const t = useTranslations("vacancies");
  return (
    <article className="article container" data-testid="vacancy">
      <header className="article__header">
        <p className="article__kicker">
          <LocalLink to="/vacatures">{t("all")}</LocalLink>
        </p>
        <h1 className="article__title">{vacancy.title}</h1>
        {vacancy.intro ? <p className="article__intro">{vacancy.intro}</p> : null}
        <VacancyFacts vacancy={vacancy} />
      </header>
      <div className="article__body">
        <StreamField blocks={vacancy.body} />
      </div>
    </article>
  );
}
