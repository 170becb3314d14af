// /petities: the live petitions with their goal and count.
import { useTranslations } from "use-intl";
import { CardList } from "../components/content/CardList";
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
  return pageMeta({ location, matches }, list ? { title: list.seo_title || list.title, description: list.search_description || list.intro, contentLocale: list.locale } : {});
}

export default function Petitions({ loaderData: list }: Route.ComponentProps) {
  const t = useTranslations("petitions");
  return (
    <CardList testId="petition-list" title={list.title} intro={list.intro} items={list.items} empty={t("empty")} itemKey={(petition) => petition.slug}>
      {(petition) => <PetitionCard petition={petition} />}
    </CardList>
  );
}
