// /agenda/bevestigen: the e-mail confirmation screen (SPEC §2.16) with its three steps — open your
// mail program, open the mail from the sender, click confirm. With ?order= (the payment's return
// address, or a free order) it also says where the order stands: paid and mailed, still waiting for
// the payment, or failed.
import { useEffect } from "react";
import { useRevalidator } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { loadOrderStatus } from "../lib/events/api.server";
import type { OrderStatus } from "../lib/events/types";
import { formatDateTime } from "../lib/format";
import type { Locale } from "../lib/locale";
import { NO_STORE } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { usePartyName } from "../lib/root-data";
import type { Route } from "./+types/order-email";
import { agendaLinks } from "../lib/events/styles";

export const links: Route.LinksFunction = agendaLinks;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const UNPAID_ENDS = ["failed", "canceled", "expired"];

type Stage = "mail" | "paying" | "failed" | "confirmed" | "cancelled" | "unknown";

export function stageOf(order: OrderStatus | null): Stage {
  if (!order) return "unknown";
  if (order.status === "awaiting_confirmation") return "mail";
  if (order.status === "confirmed") return "confirmed";
  if (order.status === "cancelled") return "cancelled";
  if (order.status === "expired" || UNPAID_ENDS.includes(order.payment_status ?? "")) return "failed";
  return "paying";
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const id = url.searchParams.get("order") ?? "";
  const order = UUID.test(id) ? await loadOrderStatus(request, id) : null;
  return { order, stage: stageOf(order) };
}

export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ location, matches }: Route.MetaArgs) {
  return [...pageMeta({ location, matches }, {}), { name: "robots", content: "noindex" }];
}

export default function OrderEmail({ loaderData }: Route.ComponentProps) {
  const { order, stage } = loaderData;
  const t = useTranslations("agenda.confirm");
  const locale = useLocale() as Locale;
  const sender = usePartyName();
  const revalidator = useRevalidator();
  useEffect(() => {
    // While the provider reports the payment, look again every few seconds.
    if (stage !== "paying") return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 3000);
    return () => clearInterval(timer);
  }, [stage, revalidator]);

  return (
    <div className="order-email container" data-testid="order-email" data-stage={stage}>
      <h1>{t(`${stage}.title`)}</h1>
      {stage === "mail" || stage === "unknown" ? (
        <>
          <p>{order ? t("mail.sent", { email: order.email_hint }) : t("unknown.text")}</p>
          <ol className="confirm-steps" data-testid="confirm-steps">
            <li>
              <span className="confirm-steps__number">1</span> {t("step1")}
            </li>
            <li>
              <span className="confirm-steps__number">2</span> {t("step2", { sender })}
            </li>
            <li>
              <span className="confirm-steps__number">3</span> {t("step3")}
            </li>
          </ol>
          {order?.held_until ? <p className="field__hint">{t("mail.hold", { time: formatDateTime(order.held_until, locale) })}</p> : null}
        </>
      ) : (
        <p role={stage === "paying" ? "status" : undefined}>
          {/* A known buyer (a logged-in member's own address) gets the tickets without a confirmation mail. */}
          {stage === "paying" && order?.confirmation_needed === false ? t("paying.known") : t(`${stage}.text`)}
        </p>
      )}
      {order ? (
        <p>
          <LocalLink to={`/agenda/${order.event.slug}`} className="button button--outline">
            {t("toEvent", { event: order.event.title })}
          </LocalLink>
        </p>
      ) : null}
    </div>
  );
}
