// /vrienden/bedankt: back from the checkout (?vriend={id}), what became of the first gift. Paid:
// thanks and until when; pending: wait and look again; not paid: why, and a way to try again.
import { useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { checked } from "../lib/content/call.server";
import { formatDate } from "../lib/format";
import { type FriendStatus, loadFriendStatus } from "../lib/friends/api.server";
import { NO_STORE } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta, rootMessages } from "../lib/meta";
import { isUuid } from "../lib/route-params";
import { useMoney } from "../lib/format/use-money";
import type { Route } from "./+types/friends-thanks";

export async function loader(args: Route.LoaderArgs) {
  checked(args);
  const id = args.url.searchParams.get("vriend") ?? "";
  return { status: isUuid(id) ? await loadFriendStatus(args.request, id) : null };
}

// It answers about one person's gift: never kept in a shared cache.
export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: rootMessages(matches)?.friends.thanks.title, noindex: true });
}

function Unpaid({ status }: { status: FriendStatus }) {
  const t = useTranslations("friends.thanks");
  const title = status.payment_status === "canceled" ? t("canceled") : status.payment_status === "expired" ? t("expired") : t("failed");
  return (
    <div data-testid="friend-unpaid" data-status={status.payment_status}>
      <h1 className="article__title">{title}</h1>
      <p className="article__intro">{t("unpaidText")}</p>
      <p className="article__actions">
        <LocalLink to="/vrienden" className="button button--primary">
          {t("tryAgain")}
        </LocalLink>
      </p>
    </div>
  );
}

export default function FriendsThanks({ loaderData }: Route.ComponentProps) {
  const money = useMoney();
  const t = useTranslations("friends.thanks");
  const locale = useLocale() as Locale;
  const { status } = loaderData;
  const state = status?.status ?? "none";
  return (
    <article className="article container" data-testid="friend-thanks" data-status={state}>
      {status?.status === "failed" ? (
        <Unpaid status={status} />
      ) : (
        <>
          <h1 className="article__title">{t("title")}</h1>
          {status?.status === "pending" ? (
            <p className="notice" role="status" data-testid="friend-pending">
              {t("pending")} <a href="">{t("refresh")}</a>
            </p>
          ) : status?.status === "active" && status.paid_until ? (
            <>
              <p className="article__intro" role="status">
                {t("text", { amount: money(status.amount_cents, { whole: true }), date: formatDate(status.paid_until, locale) })}
              </p>
              <p>{t("memberHint")}</p>
            </>
          ) : (
            <p className="article__intro">{t("plainText")}</p>
          )}
          <p className="article__actions">
            <LocalLink to="/" className="button button--outline">
              {t("home")}
            </LocalLink>
          </p>
        </>
      )}
    </article>
  );
}
