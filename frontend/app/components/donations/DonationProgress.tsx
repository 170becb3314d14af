// Paid gifts against the campaign's goal (SPEC §2.3: a live progress bar).
import { useTranslations } from "use-intl";
import { formatAmount } from "../../lib/format";
import { ProgressBar } from "../content/ProgressBar";

export function DonationProgress({ raisedCents, goalCents }: { raisedCents: number; goalCents: number | null }) {
  const t = useTranslations("donation");
  if (!goalCents) return null;
  const label = t("raised", { raised: formatAmount(raisedCents), goal: formatAmount(goalCents) });
  return <ProgressBar value={raisedCents} max={goalCents} label={label} testId="donation-progress" />;
}
