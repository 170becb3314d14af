// SPEC §8: on election day (the date staff set in Settings → Sitelinks) every page opens with
// 'Ga vandaag stemmen en stem FVD!' (the party's wordmark). Whether it is election day in Amsterdam is
// decided by the root loader on the server (lib/format/election.ts isElectionDay), so the shell
// every page loads carries no date arithmetic. The countdown texts of the other days are the home
// page's election block (components/content/landing/ElectionCountdown.tsx).
import { useTranslations } from "use-intl";

export function ElectionDayBanner({ wordmark }: { wordmark: string }) {
  const t = useTranslations("election");
  return (
    <p className="election-day-banner" role="status" data-testid="election-day-banner">
      {t("today", { wordmark })}
    </p>
  );
}
