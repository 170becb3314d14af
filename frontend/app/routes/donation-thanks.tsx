// /doneer/bedankt and /doneer/bedankt/{campaign}: after the payment, what became of the gift.
// Paid: the campaign's thanks and its progress; not paid: why, and a way to try again.
import { useTranslations } from "use-intl";
import { LocalLink } from "../components/LocalLink";
import { DonationProgress } from "../components/donations/DonationProgress";
import { type DonationStatus, loadDonationPage, loadDonationStatus } from "../lib/donations/api.server";
import { NO_STORE } from "../lib/http";
import { pageMeta } from "../lib/meta";
import { isUuid } from "../lib/route-params";
import { normalizePath } from "../lib/shell-layout";
import type { Route } from "./+types/donation-thanks";

/** /doneer/bedankt → /doneer, /doneer/bedankt/{name} → /doneer/{name}. */
export const campaignPath = (path: string) => path.replace(/^\/doneer\/bedankt(?=\/|$)/, "/doneer");

export async function loader(args: Route.LoaderArgs) {
  const pagePath = campaignPath(normalizePath(args.url.pathname));
  const donationId = args.url.searchParams.get("donatie") ?? "";
  const [data, status] = await Promise.all([
    loadDonationPage(args, pagePath),
    isUuid(donationId) ? loadDonationStatus(args.request, donationId) : Promise.resolve(null),
  ]);
  return { ...data, pagePath, status };
}

// It answers about one donor's gift: never kept in a shared cache.
export const headers = () => ({ "Cache-Control": NO_STORE });

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  return pageMeta({ location, matches }, { title: loaderData?.donation.thank_you_title, noindex: true });
}

function Unpaid({ status, pagePath }: { status: DonationStatus["status"]; pagePath: string }) {
  const t = useTranslations("donation.thanks");
  const title = status === "canceled" ? t("canceled") : status === "expired" ? t("expired") : t("failed");
  return (
    <div data-testid="donation-unpaid" data-status={status}>
      <h1 className="article__title">{title}</h1>
      <p className="article__intro">{t("unpaidText")}</p>
      <p className="article__actions">
        <LocalLink to={pagePath} className="button button--primary">{t("tryAgain")}</LocalLink>
      </p>
    </div>
  );
}

export default function DonationThanks({ loaderData }: Route.ComponentProps) {
  const t = useTranslations("donation.thanks");
  const { page, donation, pagePath, status } = loaderData;
  if (status && status.status !== "paid" && status.status !== "pending") {
    return (
      <article className="article container" data-testid="donation-thanks">
        <Unpaid status={status.status} pagePath={pagePath} />
      </article>
    );
  }
  return (
    <article className="article container" data-testid="donation-thanks" data-status={status?.status ?? "none"}>
      <p className="article__kicker">{page.title}</p>
      <h1 className="article__title">{donation.thank_you_title}</h1>
      {status?.status === "pending" ? (
        <p className="notice" data-testid="donation-pending">
          {t("pending")} <a href="">{t("refresh")}</a>
        </p>
      ) : donation.thank_you_text ? (
        <p className="article__intro">{donation.thank_you_text}</p>
      ) : null}
      <DonationProgress raisedCents={donation.raised_cents} goalCents={donation.goal_cents} />
      <p className="article__actions">
        <LocalLink to={pagePath} className="button button--outline">{t("back")}</LocalLink>
      </p>
    </article>
  );
}
