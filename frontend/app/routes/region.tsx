// /gemeentes/{gemeente}, /provincies/{provincie}, /waterschappen/{waterschap}: a region with its
// representatives, its municipalities (a province) or its province (a municipality), and its news.
// A province's page and its municipalities' pages show the upcoming events in that province.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { EventListItem } from "../components/events/EventCard";
import { ArticleGrid } from "../components/content/ArticleCard";
import { PersonGrid } from "../components/content/PersonCard";
import { loadRegion } from "../lib/content/api.server";
import { regionPageData } from "../lib/content/region-page.server";
import { regionalArticlePath, REGION_KINDS } from "../lib/content/regions";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/region";
import { agendaLinks } from "../lib/events/styles";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export const links: Route.LinksFunction = agendaLinks;

export async function loader(args: Route.LoaderArgs) {
  return regionPageData(await loadRegion(args), args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.region.name, description: loaderData?.region.intro, contentLocale: loaderData?.region.locale });
}

export default function RegionRoute({ loaderData }: Route.ComponentProps) {
  const { region, events, province } = loaderData;
  const t = useTranslations("regions");
  const kind = REGION_KINDS.find((info) => info.kind === region.kind)!;
  const contentLang = useContentLang(region.locale);
  return (
    <section className="content-list container region" data-testid="region-page" lang={contentLang}>
      <UntranslatedNotice contentLocale={region.locale} />
      <header className="content-list__header">
        <p className="article__kicker">
          <LocalLink to={`/${kind.segment}`}>{t(`${region.kind}.title`)}</LocalLink>
        </p>
        <h1>{region.name}</h1>
        <p className="region__kind">
          {t(`${region.kind}.kind`)}
          {region.province ? (
            <>
              {" "}
              {t("inProvince")} <LocalLink to={region.province.path} data-testid="region-province">{region.province.name}</LocalLink>
            </>
          ) : null}
        </p>
        {region.intro ? <p className="content-list__intro">{region.intro}</p> : null}
      </header>

      {region.representatives.length > 0 ? (
        <section className="region__section" aria-labelledby="region-representatives">
          <h2 id="region-representatives">{t("representatives")}</h2>
          <PersonGrid people={region.representatives} />
        </section>
      ) : null}

      {region.municipalities.length > 0 ? (
        <section className="region__section" aria-labelledby="region-municipalities" data-testid="region-municipalities">
          <h2 id="region-municipalities">{t("municipalitiesIn", { province: region.name })}</h2>
          <ul className="region-links">
            {region.municipalities.map((municipality) => (
              <li key={municipality.slug}>
                <LocalLink to={municipality.path} data-testid="region-link">
                  {municipality.name}
                </LocalLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {province ? (
        <section className="region__section" aria-labelledby="region-agenda" data-testid="region-agenda">
          <h2 id="region-agenda">{t("agenda")}</h2>
          {events.length > 0 ? (
            <ul className="agenda__list agenda__list--compact">
              {events.map((event) => (
                <EventListItem key={event.slug} event={event} />
              ))}
            </ul>
          ) : (
            <p>{t("noEvents")}</p>
          )}
          <p>
            <LocalLink to={`/agenda?provincie=${province}`}>{t("fullAgenda")}</LocalLink>
          </p>
        </section>
      ) : null}

      <section className="region__section" aria-labelledby="region-news" data-testid="region-news">
        <h2 id="region-news">{t("news")}</h2>
        {region.news.length > 0 ? (
          <ArticleGrid articles={region.news} hrefFor={(slug) => regionalArticlePath(region.path, slug)} />
        ) : (
          <p>{t("noNews", { name: region.name })}</p>
        )}
      </section>
    </section>
  );
}
