// Paid gifts against the campaign's goal (SPEC §2.3: a live progress bar).
import { useTranslations } from "use-intl";

import { ProgressBar } from "../content/ProgressBar";
import { useMoney } from "../../lib/format/use-money";

export function DonationProgress({ raisedCents, goalCents }: { raisedCents: number; goalCents: number | null }) {
  const money = useMoney();
  const t = useTranslations("donation");
  if (!goalCents) return null;
  const label = t("raised", { raised: money(raisedCents, { whole: true }), goal: money(goalCents, { whole: true }) });
  return <ProgressBar value={raisedCents} max={goalCents} label={label} testId="donation-progress" />;
}
