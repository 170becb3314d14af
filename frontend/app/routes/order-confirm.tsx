// /agenda/bevestigen/{token}: the link in the e-mail. Opening it confirms the order (once; a second
// click shows the same tickets) and leads to /agenda/bedankt. An invalid or expired link, or an
// order that is not paid yet, gets its own clear page.
import { data, redirect } from "react-router";
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { confirmOrder } from "../lib/events/api.server";
import { NO_STORE } from "../lib/http";
import { localeFromPath, localizePath } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import type { Route } from "./+types/order-confirm";
import { agendaLinks } from "../lib/events/styles";

export const links: Route.LinksFunction = agendaLinks;

const TOKEN = /^[\w:.-]{10,200}$/;

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const token = params.token ?? "";
  if (!TOKEN.test(token)) return data({ message: "", status: 410 }, { status: 410, headers: { "Cache-Control": NO_STORE } });
  const done = await confirmOrder(request, token);
  if (done.ok) {
    const thanks = localizePath("/agenda/bedankt", localeFromPath(url.pathname));
    throw redirect(`${thanks}?tickets=${encodeURIComponent(done.data.ticket_key)}`, { headers: { "Cache-Control": NO_STORE } });
  }
  const status = done.status === 409 ? 409 : done.status === 0 || done.status >= 500 ? 503 : 410;
  return data({ message: done.message, status }, { status, headers: { "Cache-Control": NO_STORE } });
}

export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return [...pageMeta({ location, matches }, {}), { name: "robots", content: "noindex" }];
}

export default function OrderConfirm({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("agenda.confirmLink");
  const key = loaderData.status === 409 ? "unpaid" : loaderData.status === 503 ? "error" : "gone";
  return (
    <div className="order-email container" data-testid="order-confirm" data-result={key}>
      <h1>{t(`${key}.title`)}</h1>
      <p>{loaderData.message || t(`${key}.text`)}</p>
      <p>
        <LocalLink to="/agenda" className="button button--outline">
          {t("toAgenda")}
        </LocalLink>
      </p>
    </div>
  );
}
