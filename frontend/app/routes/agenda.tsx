// /agenda: the upcoming events (past ones are not listed), filtered by type and province. The
// filters are a plain GET form, so they work before the app runs; in the browser a change applies at once.
import { Form, useSubmit } from "react-router";
import { useTranslations } from "use-intl";
import { EventListItem } from "../components/events/EventCard";
import { loadEventList } from "../lib/events/api.server";
import { PROVINCE_PARAM, TYPE_PARAM, agendaFilters } from "../lib/events/filters";
import { contentPageHeaders } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/agenda";
import { agendaLinks } from "../lib/events/styles";
import { useSiteSettings } from "../lib/root-data";
import { useEventTypeLabel } from "../lib/events/event-type";

export const links: Route.LinksFunction = agendaLinks;

export async function loader(args: Route.LoaderArgs) {
  const filters = agendaFilters(args.url.searchParams);
  return { list: await loadEventList(args, filters), filters };
}

export const headers = contentPageHeaders;

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const list = loaderData?.list;
  return pageMeta({ location, matches }, list ? { title: list.seo_title || list.title, description: list.search_description || list.intro, contentLocale: list.locale } : {});
}

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { list, filters } = loaderData;
  const t = useTranslations("agenda");
  const typeLabel = useEventTypeLabel(useSiteSettings().party.wordmark);
  const submit = useSubmit();
  return (
    <div className="agenda container" data-testid="agenda">
      <header className="agenda__header">
        <h1>{list.title}</h1>
        {list.intro ? <p className="agenda__intro">{list.intro}</p> : null}
      </header>
      <Form method="get" className="agenda-filters" onChange={(change) => submit(change.currentTarget, { preventScrollReset: true })}>
        <FilterSelect id="agenda-type" name={TYPE_PARAM} label={t("filters.type")} all={t("filters.allTypes")} choices={list.event_types.map((choice) => ({ ...choice, label: typeLabel(choice.value, choice.label) }))} value={filters.type} />
        <FilterSelect
          id="agenda-province"
          name={PROVINCE_PARAM}
          label={t("filters.province")}
          all={t("filters.allProvinces")}
          choices={list.provinces}
          value={filters.province}
        />
        <noscript>
          <button type="submit" className="button button--outline">
            {t("filters.apply")}
          </button>
        </noscript>
      </Form>
      {list.items.length ? (
        <ul className="agenda__list" data-testid="event-list">
          {list.items.map((event) => (
            <EventListItem key={event.slug} event={event} />
          ))}
        </ul>
      ) : (
        <p className="agenda__empty" data-testid="agenda-empty">
          {t("empty")}
        </p>
      )}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  name: string;
  label: string;
  all: string;
  choices: { value: string; label: string }[];
  value: string | null;
}

function FilterSelect({ id, name, label, all, choices, value }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ""}>
        <option value="">{all}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
