// The event's when and where: date and time in Amsterdam, the location with its address, and the
// prices per group (member, youth member, non-member; 'Gratis' for a free ticket).
import { useLocale, useTranslations } from "use-intl";
import type { EventDetail } from "../../lib/events/types";
import { formatDate, formatTime } from "../../lib/format";
import type { Locale } from "../../lib/locale";
import { useMoney } from "../../lib/format/use-money";

export function EventFacts({ event }: { event: EventDetail }) {
  const money = useMoney();
  const t = useTranslations("agenda");
  const tPrice = useTranslations("price");
  const locale = useLocale() as Locale;
  const location = event.location;
  const street = [location.street, location.number].filter(Boolean).join(" ");
  const place = [location.postal_code, location.city].filter(Boolean).join(" ");
  const sameDay = formatDate(event.start_time, locale) === formatDate(event.end_time, locale);
  const fee = (cents: number) => money(cents, { free: tPrice("free") });
  return (
    <dl className="event-facts" data-testid="event-facts">
      <dt>{t("when")}</dt>
      <dd>
        <time dateTime={event.start_time}>{formatDate(event.start_time, locale)}</time>
        <br />
        {formatTime(event.start_time, locale)} – {sameDay ? formatTime(event.end_time, locale) : `${formatDate(event.end_time, locale)} ${formatTime(event.end_time, locale)}`}
      </dd>
      <dt>{t("location")}</dt>
      <dd>
        <address className="event-facts__address">
          {location.name ? <span>{location.name}</span> : null}
          {street ? <span>{street}</span> : null}
          {place ? <span>{place}</span> : null}
          {location.province_label ? <span>{location.province_label}</span> : null}
        </address>
      </dd>
      {event.ticket_types.length ? (
        <>
          <dt>{t("prices")}</dt>
          <dd>
            <ul className="event-facts__prices">
              {event.ticket_types.map((ticketType) => (
                <li key={ticketType.id}>
                  <strong>{ticketType.name}</strong>
                  <span>
                    {t("priceMember")}: {fee(ticketType.member_price_cents)} · {t("priceYouth")}: {fee(ticketType.youth_price_cents)} ·{" "}
                    {t("priceNonMember")}: {fee(ticketType.non_member_price_cents)}
                  </span>
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
