// The member's own page: the membership, what to do next, and the payments made.
import { useLocale, useTranslations } from "use-intl";
import type { Membership } from "../../lib/membership/types";
import { formatAmount, formatDate } from "../../lib/format";
import type { Locale } from "../../lib/locale";
import { LocalLink } from "../LocalLink";

export function MembershipSummary({ membership }: { membership: Membership }) {
  const t = useTranslations("account.me");
  const locale = useLocale() as Locale;
  return (
    <section className="account__section" aria-labelledby="membership-title" data-testid="membership">
      <h2 id="membership-title">{t("membership")}</h2>
      <dl className="account__facts">
        <dt>{t("tier")}</dt>
        <dd>{t(`tiers.${membership.tier}`, { price: formatAmount(membership.dues_cents) })}</dd>
        <dt>{t("status")}</dt>
        <dd data-testid="membership-status">{t(`states.${membership.status}`)}</dd>
        {membership.member_since ? (
          <>
            <dt>{t("memberSince")}</dt>
            <dd>{formatDate(membership.member_since, locale)}</dd>
          </>
        ) : null}
        {membership.paid_until ? (
          <>
            <dt>{t("paidUntil")}</dt>
            <dd>{formatDate(membership.paid_until, locale)}</dd>
          </>
        ) : null}
        <dt>{t("renewal")}</dt>
        <dd>{membership.automatic_renewal ? t("automatic", { amount: formatAmount(membership.dues_cents) }) : t("manual")}</dd>
      </dl>
      <p className="account__actions">
        {membership.can_pay_dues ? (
          <LocalLink to="/contributie" className="button button--primary">
            {t("payDues", { amount: formatAmount(membership.dues_cents) })}
          </LocalLink>
        ) : null}
        {membership.can_renew_early && !membership.early_renewal_declined ? (
          <LocalLink to="/vervroegde-contributie" className="button button--outline">
            {t("renewEarly")}
          </LocalLink>
        ) : null}
        {membership.status === "active" ? <LocalLink to="/fi-premium">{t("premium")}</LocalLink> : null}
      </p>
      <h3>{t("payments")}</h3>
      {membership.payments.length ? (
        <div className="table-scroll">
          <table className="account__payments" data-testid="payments">
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("what")}</th>
                <th scope="col">{t("amount")}</th>
                <th scope="col">{t("paymentStatus")}</th>
              </tr>
            </thead>
            <tbody>
              {membership.payments.map((payment) => (
                <tr key={payment.created_at}>
                  <td>{formatDate(payment.created_at, locale)}</td>
                  <td>
                    {t(`kinds.${payment.kind as "join"}`)} {payment.year}
                  </td>
                  <td>{formatAmount(payment.amount_cents)}</td>
                  <td>{t(`paymentStates.${payment.status as "paid"}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t("noPayments")}</p>
      )}
    </section>
  );
}
