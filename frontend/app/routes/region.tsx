// /gemeentes/{gemeente}, /provincies/{provincie}, /waterschappen/{waterschap}: a region with its
// representatives, its municipalities (a province) or its province (a municipality), and its news.
// The regional agenda comes with the events (a later issue).
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { ArticleGrid } from "../components/content/ArticleCard";
import { PersonGrid } from "../components/content/PersonCard";
import { loadRegion } from "../lib/content/api.server";
import { regionalArticlePath, REGION_KINDS } from "../lib/content/regions";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/region";

export async function loader(args: Route.LoaderArgs) {
  return loadRegion(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: region, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: region?.name, description: region?.intro });
}

export default function RegionRoute({ loaderData: region }: Route.ComponentProps) {
  const t = useTranslations("regions");
  const kind = REGION_KINDS.find((info) => info.kind === region.kind)!;
  return (
    <section className="content-list container region" data-testid="region-page">
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
