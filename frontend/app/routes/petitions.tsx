// /petities: the live petitions with their goal and count.
import { useTranslations } from "use-intl";
import { PetitionCard } from "../components/content/PetitionCard";
import { loadPetitionList } from "../lib/content/petitions.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/petitions";

export async function loader(args: Route.LoaderArgs) {
  return loadPetitionList(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: list, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, list ? { title: list.seo_title || list.title, description: list.search_description || list.intro } : {});
}

export default function Petitions({ loaderData: list }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  return (
    <section className="content-list container" data-testid="petition-list">
      <header className="content-list__header">
        <h1>{list.title}</h1>
        {list.intro ? <p className="content-list__intro">{list.intro}</p> : null}
      </header>
      {list.items.length > 0 ? (
        <ul className="card-grid">
          {list.items.map((petition) => (
            <li key={petition.slug}>
              <PetitionCard petition={petition} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t("empty")}</p>
      )}
    </section>
  );
}
