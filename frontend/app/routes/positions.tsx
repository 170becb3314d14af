// /standpunten: the party's positions, in the editors' order.
import { useTranslations } from "use-intl";
import { CardList } from "../components/content/CardList";
import { PositionCard } from "../components/content/PositionCard";
import { loadPositionList } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta, rootMessages, rootText } from "../lib/meta";
import { useParty } from "../lib/root-data";
import type { Route } from "./+types/positions";

export async function loader(args: Route.LoaderArgs) {
  return loadPositionList(args);
}

export const headers = contentPageHeaders;

export function meta({ location, matches }: Route.MetaArgs) {
  const texts = rootMessages(matches)?.positions;
  return pageMeta({ location, matches }, { title: texts?.title, description: rootText(matches, "positions.intro") });
}

export default function Positions({ loaderData: list }: Route.ComponentProps) {
  const t = useTranslations("positions");
  const party = useParty();
  return (
    <CardList testId="position-list" title={t("title")} intro={t("intro", party)} items={list.items} empty={t("empty")} itemKey={(position) => position.slug}>
      {(position) => <PositionCard position={position} />}
    </CardList>
  );
}
