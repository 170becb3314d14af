// /mensen/bestuur, /mensen/eerste-kamer, …: a people list in the editors' order, as person cards.
import { PersonGrid } from "../components/content/PersonCard";
import { loadPeopleList } from "../lib/content/api.server";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/people-list";
import { UntranslatedNotice, useContentLang } from "../components/content/ContentLanguage";

export async function loader(args: Route.LoaderArgs) {
  return loadPeopleList(args);
}

export const headers = contentPageHeaders;

export function meta({ loaderData: list, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: list?.title, description: list?.intro, contentLocale: list?.locale });
}

export default function PeopleListRoute({ loaderData: list }: Route.ComponentProps) {
  const contentLang = useContentLang(list.locale);
  return (
    <section className="content-list container" data-testid="people-list" lang={contentLang}>
      <UntranslatedNotice contentLocale={list.locale} />
      <header className="content-list__header">
        <h1>{list.title}</h1>
        {list.intro ? <p className="content-list__intro">{list.intro}</p> : null}
      </header>
      <PersonGrid people={list.people} />
    </section>
  );
}
