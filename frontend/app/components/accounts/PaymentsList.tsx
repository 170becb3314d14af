// /mijn-account's payments (issue 21): everything the visitor paid the party (gifts, monthly
// charges, friend gifts, dues, tickets), a receipt (PDF) for each paid one, and the yearly overview
// of gifts and dues for the tax return. The PDFs come from the API through the proxy with the
// visitor's session, as the data export does; only one's own exist there.
import { useLocale, useTranslations } from "use-intl";
import { type OwnPayment, type OwnPayments, overviewPath, receiptPath } from "../../lib/accounts/payments";
import { formatDate, formatMoney } from "../../lib/format";
import type { Locale } from "../../lib/locale";

/** 'Contributie 2026', 'Gift: De eindsprint', 'Tickets: Najaarscongres'. */
function What({ payment }: { payment: OwnPayment }) {
  const t = useTranslations("account.ownPayments");
  const byYear = payment.kind === "dues" || payment.kind === "upgrade" || payment.kind === "friend_gift";
  const detail = payment.detail ? (byYear ? ` ${payment.detail}` : `: ${payment.detail}`) : "";
  return (
    <span className="own-payments__what">
      {t(`kinds.${payment.kind}`)}
      {detail}
    </span>
  );
}

export function PaymentsList({ own }: { own: OwnPayments | null }) {
  const t = useTranslations("account.ownPayments");
  const locale = useLocale() as Locale;
  return (
    <section className="account__section" aria-labelledby="own-payments-title" data-testid="own-payments">
      <h2 id="own-payments-title">{t("title")}</h2>
      {own === null ? <p>{t("unavailable")}</p> : null}
      {own && own.payments.length === 0 ? <p>{t("none")}</p> : null}
      {own && own.payments.length ? (
        <ul className="own-payments">
          {own.payments.map((payment) => (
            <li key={payment.id} className="own-payments__item" data-testid="own-payment" data-status={payment.status}>
              <What payment={payment} />
              <span className="own-payments__amount">{formatMoney(payment.amount_cents, locale)}</span>
              <span className="own-payments__meta">
                {formatDate(payment.at, locale)} ·{" "}
                <span className={`own-payments__status own-payments__status--${payment.status}`}>{t(`states.${payment.status}`)}</span>
              </span>
              {payment.receipt_number ? (
                <a className="own-payments__receipt" href={receiptPath(payment, locale)} download data-testid="receipt">
                  {t("receipt")}
                  <span className="sr-only"> {payment.receipt_number}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {own && own.overview_years.length ? (
        <>
          <h3>{t("overviewTitle")}</h3>
          <p className="account__hint">{t("overviewExplained")}</p>
          <ul className="own-payments__overviews">
            {own.overview_years.map((year) => (
              <li key={year}>
                <a href={overviewPath(year, locale)} download className="button button--outline" data-testid="overview">
                  {t("overview", { year })}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
