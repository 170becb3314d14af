// One ticket on the ticket page, a screen wide on a phone: the QR code the door scans, the code to
// type when scanning fails, its name and state.
import { useLocale, useTranslations } from "use-intl";
import type { components } from "../../lib/api/schema";
import type { Locale } from "../../lib/locale";
import { formatMoment } from "../../lib/tickets/format";

type Ticket = components["schemas"]["TicketOut"];

export type TicketState = "valid" | "checkedIn" | "cancelled";

export function ticketState(ticket: Pick<Ticket, "status" | "checked_in_at">, orderCancelled = false): TicketState {
  if (orderCancelled || ticket.status === "cancelled") return "cancelled";
  return ticket.checked_in_at ? "checkedIn" : "valid";
}

interface Props {
  ticket: Ticket;
  number: number;
  total: number;
  orderCancelled?: boolean;
}

export function TicketCard({ ticket, number, total, orderCancelled = false }: Props) {
  const t = useTranslations("tickets");
  const locale = useLocale() as Locale;
  const state = ticketState(ticket, orderCancelled);
  return (
    <section className={`ticket-card ticket-card--${state}`} data-testid="ticket" data-state={state} aria-label={t("ticketOf", { number, total })}>
      <p className="ticket-card__meta">
        <span className="ticket-card__name">{ticket.name}</span>
        {total > 1 ? <span>{t("ticketOf", { number, total })}</span> : null}
      </p>
      {/* segno's SVG, made by our own backend from the ticket's code: markup, no image request. */}
      <div
        className="ticket-card__qr"
        role="img"
        aria-label={t("qrLabel", { code: ticket.code })}
        data-testid="ticket-qr"
        dangerouslySetInnerHTML={{ __html: ticket.qr_svg }}
      />
      <p className="ticket-card__code" data-testid="ticket-code">
        {ticket.code}
      </p>
      <p className="ticket-card__state" data-testid="ticket-state">
        {state === "checkedIn" && ticket.checked_in_at
          ? t("state.checkedIn", { time: formatMoment(ticket.checked_in_at, locale) })
          : t(`state.${state}`)}
      </p>
    </section>
  );
}
