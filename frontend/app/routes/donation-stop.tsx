// /doneer/stoppen/{token}: the signed link in every receipt of a monthly gift. Opening it shows which
// gift and changes nothing (mail scanners follow links); the button's POST stops it.
import { Form, data, useNavigation } from "react-router";
import { createTranslator, useLocale, useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { type LinkProblem, type MonthlyGift, loadMonthlyGift, stopMonthlyGift } from "../lib/donations/api.server";
import { checked } from "../lib/content/call.server";
import { formatDate, formatPrice } from "../lib/format";
import { NO_STORE } from "../lib/http";
import type { Locale } from "../lib/locale";
import { pageMeta } from "../lib/meta";
import { messagesFor } from "../locales/index.server";
import type { Route } from "./+types/donation-stop";

const STATUS: Record<LinkProblem, number> = { invalid: 404, expired: 410 };

export async function loader(args: Route.LoaderArgs) {
  const { locale } = checked(args);
  const title = createTranslator({ locale, messages: messagesFor(locale), namespace: "donation.stop" })("title");
  const result = await loadMonthlyGift(args.request, args.params.token);
  if (result.ok) return { title, gift: result.gift, problem: null };
  return data({ title, gift: null, problem: result.problem }, { status: STATUS[result.problem] });
}

export async function action({ request, params }: Route.ActionArgs) {
  const result = await stopMonthlyGift(request, params.token);
  if (result.ok) return { stopped: true, failed: false };
  // 409: it had stopped already; 404/410: the link is not (or no longer) valid. The loader, run
  // again after this action, shows either; anything else is a failure to try again.
  const known = result.status === 409 || result.status === 404 || result.status === 410;
  return { stopped: false, failed: !known };
}

// One donor's gift behind a secret link: never cached, never sent on as a referrer, never indexed.
export const headers = () => ({ "Cache-Control": NO_STORE, "Referrer-Policy": "same-origin" });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.title, noindex: true });
}

function GiftFacts({ gift }: { gift: MonthlyGift }) {
  const t = useTranslations("donation.stop");
  const locale = useLocale() as Locale;
  return (
    <dl className="facts" data-testid="monthly-gift">
      <dt>{t("campaign")}</dt>
      <dd>{gift.campaign}</dd>
      <dt>{t("amount")}</dt>
      <dd>{formatPrice(gift.amount_cents)}</dd>
      <dt>{t("startedOn")}</dt>
      <dd>{formatDate(gift.started_on, locale)}</dd>
    </dl>
  );
}

export default function DonationStop({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations("donation.stop");
  const locale = useLocale() as Locale;
  const submitting = useNavigation().state === "submitting";
  const { gift, problem } = loaderData;

  if (!gift) {
    return (
      <article className="article container" data-testid="donation-stop" data-state={problem}>
        <h1 className="article__title">{problem === "expired" ? t("expiredTitle") : t("invalidTitle")}</h1>
        <p className="article__intro">{problem === "expired" ? t("expiredText") : t("invalidText")}</p>
        <p className="article__actions">
          <LocalLink to="/contact" className="button button--outline">{t("contact")}</LocalLink>
        </p>
      </article>
    );
  }

  if (actionData?.stopped || gift.status === "canceled") {
    const now = actionData?.stopped;
    return (
      <article className="article container" data-testid="donation-stop" data-state={now ? "stopped" : "already-stopped"}>
        <h1 className="article__title">{now ? t("stoppedTitle") : t("alreadyTitle")}</h1>
        <p className="article__intro" role="status">
          {now
            ? t("stoppedText")
            : t("alreadyText", { date: gift.canceled_on ? formatDate(gift.canceled_on, locale) : "" })}
        </p>
        <GiftFacts gift={gift} />
        <p className="article__actions">
          <LocalLink to="/" className="button button--outline">{t("home")}</LocalLink>
        </p>
      </article>
    );
  }

  return (
    <article className="article container" data-testid="donation-stop" data-state="active">
      <h1 className="article__title">{t("title")}</h1>
      <p className="article__intro">{t("intro")}</p>
      <GiftFacts gift={gift} />
      <p>{t("whatHappens")}</p>
      {actionData?.failed ? (
        <div className="form-error" role="alert">
          <p>{t("failed")}</p>
        </div>
      ) : null}
      <Form method="post" className="article__actions">
        <button type="submit" className="button button--primary" disabled={submitting}>
          {t("confirm")}
        </button>
        <LocalLink to="/" className="button button--outline">{t("keep")}</LocalLink>
      </Form>
    </article>
  );
}
