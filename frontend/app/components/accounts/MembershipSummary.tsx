// The member's own page: the membership, the next dues (when, how much, and how: on the mandate or
// by pay link), a failed payment with its pay button, the grace period, what to do next (pay, renew
// early, cancel at the end of the paid period or withdraw that notice). The payments themselves are
// listed with their receipts (PaymentsList).
import { Form, useNavigation } from "react-router";
import { useLocale, useTranslations } from "use-intl";
import type { Membership } from "../../lib/membership/types";
import { formatDate } from "../../lib/format";
import type { Locale } from "../../lib/locale";
import { useMoney } from "../../lib/format/use-money";
import { FormAlert } from "../forms/FormAlert";
import { LocalLink } from "../LocalLink";

export type CancelResult = { form: "cancel"; done: "requested" | "withdrawn" } | { form: "cancel"; error: string };

export function MembershipSummary({ membership, csrf, cancel }: { membership: Membership; csrf: string; cancel?: CancelResult | null }) {
  const money = useMoney();
  const t = useTranslations("account.me");
  const locale = useLocale() as Locale;
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent")?.toString().startsWith("cancel");
  const end = membership.paid_until ? formatDate(membership.paid_until, locale) : "";
  const next = membership.next_charge;
  const failed = membership.failed_payment;
  return (
    <section className="account__section" aria-labelledby="membership-title" data-testid="membership">
      <h2 id="membership-title">{t("membership")}</h2>
      <dl className="account__facts">
        <dt>{t("tier")}</dt>
        <dd>{t(`tiers.${membership.tier}`, { price: money(membership.dues_cents, { whole: true }) })}</dd>
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
        {membership.cancellation_requested ? (
          <>
            <dt>{t("endsOn")}</dt>
            <dd data-testid="membership-ends">{end}</dd>
          </>
        ) : next ? (
          <>
            <dt>{t("nextCharge")}</dt>
            <dd data-testid="next-charge" data-method={next.method}>
              {next.method === "pay_link"
                ? t("nextChargeLink", { amount: money(next.amount_cents), date: formatDate(next.due_on, locale) })
                : next.account_last4
                  ? t("nextChargeMandateAccount", { amount: money(next.amount_cents), date: formatDate(next.due_on, locale), account: next.account_last4 })
                  : t("nextChargeMandate", { amount: money(next.amount_cents), date: formatDate(next.due_on, locale) })}
            </dd>
          </>
        ) : (
          <>
            <dt>{t("renewal")}</dt>
            <dd>{membership.automatic_renewal ? t("automatic", { amount: money(membership.dues_cents, { whole: true }) }) : t("manual")}</dd>
          </>
        )}
      </dl>
      {failed ? (
        <div className="form-error account__failed" role="status" data-testid="failed-payment">
          <p>
            <strong>{t(failed.charged_back ? "chargedBackTitle" : "failedTitle")}</strong>{" "}
            {t(failed.charged_back ? "chargedBackText" : "failedText", { year: failed.year, amount: money(failed.amount_cents) })}{" "}
            {failed.retry_on ? t("failedRetry", { date: formatDate(failed.retry_on, locale) }) : null}
          </p>
          <p>
            <LocalLink to={failed.pay_path} className="button button--primary" data-testid="failed-payment-pay">
              {t("failedPay", { amount: money(failed.amount_cents) })}
            </LocalLink>
          </p>
        </div>
      ) : null}
      {membership.in_grace && membership.grace_until && next ? (
        <p className="notice" data-testid="grace">{t("graceNotice", { year: next.year, date: formatDate(membership.grace_until, locale) })}</p>
      ) : null}
      {membership.status === "expired" && !failed && next ? (
        <p className="notice" data-testid="expired">
          {t("expiredNotice")}{" "}
          <LocalLink to={next.pay_path} className="button button--primary" data-testid="expired-pay">
            {t("failedPay", { amount: money(next.amount_cents) })}
          </LocalLink>
        </p>
      ) : null}
      {cancel && "done" in cancel ? (
        <p className="account__sent" role="status" data-testid="cancel-status">
          {cancel.done === "requested" && membership.cancellation_requested ? t("cancelDone", { date: end }) : null}
          {cancel.done === "withdrawn" && !membership.cancellation_requested ? t("cancelUndone") : null}
        </p>
      ) : null}
      <FormAlert message={cancel && "error" in cancel ? cancel.error : null} testId="cancel-error" />
      {membership.cancellation_requested ? (
        <Form method="post" className="account__cancel" data-testid="cancel-undo">
          <p>{t("cancelRequested", { date: end })}</p>
          <input type="hidden" name="csrf" value={csrf} />
          <button type="submit" name="intent" value="cancel-undo" className="button button--outline" disabled={busy}>
            {t("cancelUndo")}
          </button>
        </Form>
      ) : null}
      <p className="account__actions">
        {membership.can_pay_dues && !failed && membership.status !== "expired" ? (
          <LocalLink to="/contributie" className="button button--primary">
            {t("payDues", { amount: money(membership.dues_cents, { whole: true }) })}
          </LocalLink>
        ) : null}
        {membership.can_renew_early && !membership.early_renewal_declined && !failed ? (
          <LocalLink to="/vervroegde-contributie" className="button button--outline">
            {t("renewEarly")}
          </LocalLink>
        ) : null}
        {membership.status === "active" ? <LocalLink to="/fi-premium">{t("premium")}</LocalLink> : null}
      </p>
      {membership.can_cancel ? (
        <details className="account__cancel" data-testid="cancel">
          <summary>{t("cancelTitle")}</summary>
          <p>{t("cancelExplained", { date: end })}</p>
          <Form method="post">
            <input type="hidden" name="csrf" value={csrf} />
            <button type="submit" name="intent" value="cancel" className="button button--danger" disabled={busy}>
              {t("cancelSubmit", { date: end })}
            </button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
