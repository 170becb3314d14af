// The event ticket button (SPEC §4): 'Tickets' when available, a cancelled or sold-out state, and
// before sales start the flip-clock countdown with 'tickets available from {date}', which turns into
// the button without a reload when time is up. Without JavaScript the button is a link that opens
// the order form on the page itself (?bestellen).
import { useState } from "react";
import { useLocale, useTranslations } from "use-intl";
import type { TicketState } from "../../lib/events/types";
import { formatDateTime } from "../../lib/format";
import type { Locale } from "../../lib/locale";
import { ORDER_PARAM } from "../../route-paths";
import { FlipCountdown } from "./FlipCountdown";

export { ORDER_PARAM };

interface Props {
  state: TicketState;
  salesStart: string | null;
  onOpen: () => void;
  /** Time is up: the page fetches the tickets again (now on sale), without a reload. */
  onSalesOpen?: () => void;
}

export function TicketButton({ state, salesStart, onOpen, onSalesOpen }: Props) {
  const t = useTranslations("agenda.tickets");
  const locale = useLocale() as Locale;
  const [current, setCurrent] = useState(state);

  if (current === "countdown" && salesStart) {
    return (
      <div className="ticket-button ticket-button--countdown" data-testid="ticket-button" data-state="countdown">
        <p className="ticket-button__from">{t("availableFrom", { date: formatDateTime(salesStart, locale) })}</p>
        <FlipCountdown
          deadline={salesStart}
          onDone={() => {
            setCurrent("available");
            onSalesOpen?.();
          }}
        />
      </div>
    );
  }
  if (current === "available") {
    return (
      <div className="ticket-button" data-testid="ticket-button" data-state="available">
        <a
          className="button button--primary button--large"
          href={`?${ORDER_PARAM}#bestellen`}
          onClick={(click) => {
            click.preventDefault();
            onOpen();
          }}
        >
          {t("buy")}
        </a>
      </div>
    );
  }
  const label = current === "cancelled" ? t("cancelled") : current === "sold_out" ? t("soldOut") : t("past");
  return (
    <div className="ticket-button" data-testid="ticket-button" data-state={current}>
      <p className={`ticket-button__state ticket-button__state--${current}`}>{label}</p>
    </div>
  );
}
