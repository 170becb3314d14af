// The home page's strip of the next events from the agenda: date, title, time and place, each a
// link to its event page; nothing at all when none is planned.
import { useLocale, useTranslations } from "use-intl";
import type { UpcomingEvent } from "../../lib/events/types";
import { amsterdamFormat, formatTime } from "../../lib/format/datetime";
import type { Locale } from "../../lib/locale";
import { LocalLink } from "../LocalLink";
import { useContentLang } from "../content/ContentLanguage";
import { KeptListItem } from "../content/KeptListItem";

function place(event: UpcomingEvent): string {
  return event.location.city || event.location.name;
}

/** One event of the strip: all it shows comes from the event and the language (kept by the server). */
function UpcomingEventContent({ event, locale }: { event: UpcomingEvent; locale: Locale }) {
  const tAgenda = useTranslations("agenda");
  const lang = useContentLang(event.locale);
  const start = new Date(event.start_time);
  const part = (options: Intl.DateTimeFormatOptions) => amsterdamFormat(locale, options).format(start);
  return (
    <>
      <time className="home-event__date" dateTime={event.start_time}>
        <span className="home-event__day">{part({ day: "numeric" })}</span>
        <span className="home-event__month">{part({ month: "short" })}</span>
      </time>
      <div className="home-event__body">
        {/* On /en an event without an English translation keeps its Dutch title: marked as Dutch. */}
        <h3 className="home-event__title" lang={lang}>
          <LocalLink to={`/agenda/${event.slug}`} className="home-event__link">
            {event.title}
          </LocalLink>
        </h3>
        <p className="home-event__meta">
          {part({ weekday: "long" })} {formatTime(event.start_time, locale)}
          {place(event) ? ` · ${place(event)}` : ""}
        </p>
        {event.canceled ? <p className="home-event__state">{tAgenda("tickets.cancelled")}</p> : null}
      </div>
    </>
  );
}

export function UpcomingEvents({ events }: { events: UpcomingEvent[] }) {
  const t = useTranslations("home.events");
  const tAgenda = useTranslations("agenda");
  const locale = useLocale() as Locale;
  if (events.length === 0) return null;
  return (
    <section className="home-events" aria-labelledby="home-events-title" data-testid="upcoming-events">
      <div className="container">
        <div className="home-section__head">
          <h2 className="home-section__title" id="home-events-title">
            {t("title")}
          </h2>
          <LocalLink to="/agenda" className="home-section__more">
            {tAgenda("fullAgenda")}
          </LocalLink>
        </div>
        <ol className="home-events__list">
          {events.map((event) => (
            <KeptListItem key={event.slug} kind="home-event" data={event} className="home-event" testId="upcoming-event">
              <UpcomingEventContent event={event} locale={locale} />
            </KeptListItem>
          ))}
        </ol>
      </div>
    </section>
  );
}
