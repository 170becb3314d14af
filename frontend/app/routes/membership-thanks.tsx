// /registreer-bedankt?lidmaatschap={id}: back from the first payment, what became of the application.
// Paid: welcome, and the activation link is in the welcome mail; open: still waiting; not paid: why,
// and a way to try again. Without (or with an unknown) id: a plain thank-you.
import { createTranslator, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { NO_STORE } from "../lib/http";
import { loadJoinStatus } from "../lib/membership/api.server";
import type { JoinStatus } from "../lib/membership/types";
import { pageMeta } from "../lib/meta";
import { isUuid } from "../lib/route-params";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/membership-thanks";

type Outcome = "welcome" | "waiting" | "unpaid" | "plain";

function outcomeOf(status: JoinStatus | null): Outcome {
  if (!status) return "plain";
  if (status.status === "active" || status.payment_status === "paid") return "welcome";
  if (["failed", "canceled", "expired"].includes(status.payment_status)) return "unpaid";
  return "waiting";
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const id = args.url.searchParams.get("lidmaatschap") ?? "";
  const status = isUuid(id) ? await loadJoinStatus(args.request, id) : null;
  const title = createTranslator({ locale, messages: messagesFor(locale), namespace: "membership.thanks" })("title");
  return { title, outcome: outcomeOf(status), tier: status?.tier ?? null, paymentStatus: status?.payment_status ?? null };
}

// It answers about one person's application: never kept in a shared cache.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

export default function MembershipThanks({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("membership.thanks");
  const { outcome, tier, paymentStatus } = loaderData;
  return (
    <article className="article container" data-testid="membership-thanks" data-outcome={outcome}>
      {outcome === "welcome" ? (
        <>
          <h1 className="article__title">{t("welcomeTitle")}</h1>
          <p className="article__intro">{t(tier === "youth" ? "welcomeYouth" : "welcomeAdult")}</p>
          <p className="notice" data-testid="activation-notice">{t("checkMail")}</p>
          <p>{t("afterActivation")}</p>
          <p className="article__actions">
            <LocalLink to="/login" className="button button--primary">{t("login")}</LocalLink>
          </p>
        </>
      ) : outcome === "waiting" ? (
        <>
          <h1 className="article__title">{t("waitingTitle")}</h1>
          <p className="article__intro" role="status">{t("waitingText")}</p>
          <p className="article__actions">
            <a href="" className="button button--outline">{t("reload")}</a>
          </p>
        </>
      ) : outcome === "unpaid" ? (
        <>
          <h1 className="article__title">
            {paymentStatus === "canceled" ? t("canceled") : paymentStatus === "expired" ? t("expired") : t("failed")}
          </h1>
          <p className="article__intro">{t("unpaidText")}</p>
          <p className="article__actions">
            <LocalLink to="/word-lid" className="button button--primary">{t("tryAgain")}</LocalLink>
          </p>
        </>
      ) : (
        <>
          <h1 className="article__title">{t("title")}</h1>
          <p className="article__intro">{t("plainText")}</p>
        </>
      )}
    </article>
  );
}
