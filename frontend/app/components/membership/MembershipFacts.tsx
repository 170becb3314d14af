// The member's membership at a glance: tier, state, paid until, this year's dues.
import { useLocale, useTranslations } from "use-intl";
import { formatDate } from "../../lib/format";
import type { Locale } from "../../lib/locale";
import type { Membership } from "../../lib/membership/types";
import { useMoney } from "../../lib/format/use-money";

export function MembershipFacts({ membership }: { membership: Membership }) {
  const money = useMoney();
  const t = useTranslations("membership.facts");
  const locale = useLocale() as Locale;
  return (
    <dl className="facts" data-testid="membership-facts">
      <dt>{t("tier")}</dt>
      <dd>{t(membership.tier)}</dd>
      <dt>{t("status")}</dt>
      <dd data-status={membership.status}>{t(`states.${membership.status}`)}</dd>
      <dt>{t("paidUntil")}</dt>
      <dd>{membership.paid_until ? formatDate(membership.paid_until, locale) : t("notPaid")}</dd>
      <dt>{t("dues", { year: new Date().getFullYear() })}</dt>
      <dd>{money(membership.dues_cents)}</dd>
      <dt>{t("renewal")}</dt>
      <dd>{membership.automatic_renewal ? t("automatic") : t("manual")}</dd>
    </dl>
  );
}
