// SPEC §9 election countdown, from the election date of the site settings.
import { useTranslations } from "use-intl";
import { electionCountdown, formatElectionCountdown, type Translate } from "../../../lib/format";
import { useSiteSettings } from "../../../lib/root-data";

export function ElectionCountdown() {
  const t = useTranslations("election");
  // Day-granular, so the server's and the browser's clocks agree on it.
  const settings = useSiteSettings();
  const countdown = electionCountdown(settings.election_date, new Date());
  if (!countdown) return null;
  return (
    <p className="election-banner" data-testid="election-banner" data-kind={countdown.kind}>
      {formatElectionCountdown(countdown, t as unknown as Translate, settings.party)}
    </p>
  );
}
