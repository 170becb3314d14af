// One event in the agenda: its date, type, title, place and the state of its tickets.
import { useLocale, useTranslations } from "use-intl";
import { useSiteSettings } from "../../lib/root-data";
import { useEventTypeLabel } from "../../lib/events/event-type";
import type { EventSummary } from "../../lib/events/types";
import { formatTime } from "../../lib/format";
import { amsterdamFormat } from "../../lib/format/datetime";
import type { Locale } from "../../lib/locale";
import { useMoney } from "../../lib/format/use-money";
import { LocalLink } from "../LocalLink";
import { ResponsiveImage } from "../content/ResponsiveImage";
import { useContentLang } from "../content/ContentLanguage";
import { KeptListItem } from "../content/KeptListItem";

/** An event card in a list (the agenda, a region's, an event's nearby ones): the server keeps its
 * HTML under the event as the API gave it (KeptListItem). */
export function EventListItem({ event }: { event: EventSummary }) {
  return (
    <KeptListItem kind="event" data={event}>
      <EventCard event={event} />
    </KeptListItem>
  );
}

export function EventCard({ event }: { event: EventSummary }) {
  const money = useMoney();
  const t = useTranslations("agenda");
  const typeLabel = useEventTypeLabel(useSiteSettings().party.wordmark);
  const tPrice = useTranslations("price");
  const locale = useLocale() as Locale;
  const lang = useContentLang(event.locale);
  const start = new Date(event.start_time);
  const part = (options: Intl.DateTimeFormatOptions) => amsterdamFormat(locale, options).format(start);
  return (
    <article className="event-card" data-testid="event-card" data-state={event.ticket_state}>
      <LocalLink to={`/agenda/${event.slug}`} className="event-card__link">
        <time className="event-card__date" dateTime={event.start_time}>
          <span className="event-card__day">{part({ day: "numeric" })}</span>
          <span className="event-card__month">{part({ month: "short" })}</span>
        </time>
        {event.image ? <ResponsiveImage image={event.image} className="event-card__image" sizes="(min-width: 768px) 240px, 100vw" alt="" /> : null}
        <div className="event-card__body">
          <p className="event-card__type">{typeLabel(event.event_type, event.event_type_label)}</p>
          <h2 className="event-card__title" lang={lang}>
            {event.title}
          </h2>
          <p className="event-card__meta">
            {part({ weekday: "long" })} {formatTime(event.start_time, locale)}
            {event.location.city ? ` · ${event.location.city}` : ""}
          </p>
          <p className={`event-card__state event-card__state--${event.ticket_state}`}>
            {event.ticket_state === "cancelled"
              ? t("tickets.cancelled")
              : event.ticket_state === "sold_out"
                ? t("tickets.soldOut")
                : event.ticket_state === "countdown"
                  ? t("tickets.soon")
                  : event.price_from_cents === null
                    ? ""
                    : event.price_from_cents === 0
                      ? tPrice("free")
                      : t("priceFrom", { price: money(event.price_from_cents, { free: tPrice("free") }) })}
          </p>
        </div>
      </LocalLink>
    </article>
  );
}
