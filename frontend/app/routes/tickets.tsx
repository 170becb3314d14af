// /agenda/tickets/{key}: the ticket page behind the unguessable link in the tickets e-mail, the
// companion view on a phone: each ticket as a large QR code with its code, for the door.
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { TicketCard } from "../components/tickets/TicketCard";
import { PRIVATE_NO_STORE } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { loadTickets } from "../lib/tickets/api.server";
import { formatEventTime } from "../lib/tickets/format";
import type { Route } from "./+types/tickets";
import ticketsStyles from "../styles/tickets.css?url";
import { stylesheet } from "../lib/stylesheets";

export const links: Route.LinksFunction = () => [stylesheet(ticketsStyles)];

export async function loader(args: Route.LoaderArgs) {
  return loadTickets(args);
}

// Someone's tickets behind a secret link: never cached, never sent on as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": PRIVATE_NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const title = rootMessages(matches)?.tickets.title;
  return pageMeta({ location, matches }, { title: loaderData ? `${title}: ${loaderData.event.title}` : title, noindex: true });
}

export default function TicketsRoute({ loaderData: order, params }: Route.ComponentProps) {
  const t = useTranslations("tickets");
  const locale = useLocale() as Locale;
  const cancelled = order.order_status === "cancelled";
  const base = `/api/tickets/${encodeURIComponent(params.key)}`;
  return (
    <article className="tickets container" data-testid="tickets" data-state={order.order_status}>
      <header className="tickets__header">
        <p className="tickets__kicker">{t("title")}</p>
        <h1 className="tickets__title">{order.event.title}</h1>
        <dl className="tickets__facts">
          <dt>{t("when")}</dt>
          <dd data-testid="tickets-when">{formatEventTime(order.event.start_time, order.event.end_time, locale)}</dd>
          {order.event.location ? (
            <>
              <dt>{t("where")}</dt>
              <dd>{order.event.location}</dd>
            </>
          ) : null}
          <dt>{t("buyer")}</dt>
          <dd data-testid="tickets-buyer">{order.buyer_name}</dd>
        </dl>
      </header>
      {cancelled ? (
        <p className="tickets__cancelled" role="status">
          {t("orderCancelled")}
        </p>
      ) : (
        <p className="tickets__how">{t("howTo")}</p>
      )}
      <ol className="tickets__list">
        {order.tickets.map((ticket, index) => (
          <li key={ticket.code}>
            <TicketCard ticket={ticket} number={index + 1} total={order.tickets.length} orderCancelled={cancelled} />
          </li>
        ))}
      </ol>
      <p className="tickets__actions">
        {cancelled ? null : (
          <>
            <a className="button button--primary" href={`${base}/pdf`} download data-testid="tickets-pdf">
              {t("pdf")}
            </a>
            <a className="button button--outline" href={`${base}/ics`} download data-testid="tickets-ics">
              {t("calendar")}
            </a>
          </>
        )}
        <LocalLink className="button button--outline" to={`/agenda/${order.event.slug}`}>
          {t("event")}
        </LocalLink>
      </p>
      <p className="tickets__private">{t("private")}</p>
    </article>
  );
}
