// /gemeentes, /provincies, /waterschappen: every region of the kind by name, as a grid of links
// (the long municipality list grouped by first letter).
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { loadRegionList } from "../lib/content/api.server";
import { groupByLetter } from "../lib/content/regions";
import type { RegionSummary } from "../lib/content/types";
import { contentPageHeaders } from "../lib/http";
import { pageMeta, rootMessages, rootText } from "../lib/meta";
import { useParty } from "../lib/root-data";
import type { Route } from "./+types/region-list";

export async function loader(args: Route.LoaderArgs) {
  return loadRegionList(args);
}

export const headers = contentPageHeaders;

type RegionMessages = Record<string, { title?: string; intro?: string } | undefined>;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const messages = rootMessages(matches)?.regions as RegionMessages | undefined;
  const kind = loaderData ? messages?.[loaderData.kind.kind] : undefined;
  return pageMeta(
    { location, matches },
    { title: kind?.title, description: loaderData ? rootText(matches, `regions.${loaderData.kind.kind}.intro`) : undefined },
  );
}

function RegionLinks({ regions }: { regions: RegionSummary[] }) {
  return (
    <ul className="region-links">
      {regions.map((region) => (
        <li key={region.slug}>
          <LocalLink to={region.path} data-testid="region-link">
            {region.name}
          </LocalLink>
        </li>
      ))}
    </ul>
  );
}

export default function RegionListRoute({ loaderData: list }: Route.ComponentProps) {
  const t = useTranslations(`regions.${list.kind.kind}`);
  const tRegions = useTranslations("regions");
  const party = useParty();
  const grouped = list.kind.kind === "gemeente" && list.items.length > 24;
  const groups = grouped ? groupByLetter(list.items, (region) => region.name) : [];
  return (
    <section className="content-list container" data-testid="region-list">
      <header className="content-list__header">
        <h1>{t("title")}</h1>
        <p className="content-list__intro">{t("intro", party)}</p>
      </header>
      {list.items.length === 0 ? <p>{tRegions("empty")}</p> : null}
      {grouped ? (
        <>
          <nav className="letter-index" aria-label={tRegions("letters")}>
            {groups.map((group) => (
              <a key={group.letter} href={`#letter-${group.letter}`}>
                {group.letter}
              </a>
            ))}
          </nav>
          <div className="letter-groups">
            {groups.map((group) => (
              <section key={group.letter} className="letter-group" aria-labelledby={`letter-${group.letter}`}>
                <h2 id={`letter-${group.letter}`} className="letter-group__letter">
                  {group.letter}
                </h2>
                <RegionLinks regions={group.items} />
              </section>
            ))}
          </div>
        </>
      ) : (
        <RegionLinks regions={list.items} />
      )}
    </section>
  );
}
