// SPEC §8: on election day (the date staff set in Settings → Sitelinks) every page opens with
// 'Ga vandaag stemmen en stem FVD!'. The countdown texts of the other days are the home page's
// election block (components/content/landing/ElectionCountdown.tsx).
import { useTranslations } from "use-intl";
import { electionCountdown } from "../../lib/format/election";

export function ElectionDayBanner({ electionDate, wordmark }: { electionDate: string | null; wordmark: string }) {
  const t = useTranslations("election");
  if (electionCountdown(electionDate, new Date())?.kind !== "today") return null;
  return (
    <p className="election-day-banner" role="status" data-testid="election-day-banner">
      {t("today", { wordmark })}
    </p>
  );
}
