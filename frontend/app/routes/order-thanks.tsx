// /agenda/bedankt: the thank-you screen after the e-mail link confirmed the order; the tickets are on
// their way by mail, and (with ?tickets=) one tap away on the phone.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { NO_STORE } from "../lib/http";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-thanks";
import { agendaLinks } from "../lib/events/styles";

export const links: Route.LinksFunction = agendaLinks;

const KEY = /^[\w-]{20,64}$/;

export function loader({ url }: Route.LoaderArgs) {
  const key = url.searchParams.get("tickets") ?? "";
  return { ticketKey: KEY.test(key) ? key : null };
}

export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return [...pageMeta({ location, matches }, {}), { name: "robots", content: "noindex" }];
}

export default function OrderThanks({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("agenda.thanks");
  return (
    <div className="order-email container" data-testid="order-thanks">
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <p className="order-email__actions">
        {loaderData.ticketKey ? (
          <LocalLink to={`/agenda/tickets/${loaderData.ticketKey}`} className="button button--primary" data-testid="to-tickets">
            {t("toTickets")}
          </LocalLink>
        ) : null}
        <LocalLink to="/agenda" className="button button--outline">
          {t("toAgenda")}
        </LocalLink>
      </p>
    </div>
  );
}
