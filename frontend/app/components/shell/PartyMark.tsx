// The party's logo or wordmark (Settings → Partij-identiteit) as a link home: in the header, and
// as a discreet way home on the pages without header and footer (issue 24).
import { useLocale, useTranslations } from "use-intl";
import type { Locale } from "../../lib/locale";
import { partyValues, type Party } from "../../lib/site-settings";
import { LocalLink } from "../LocalLink";

export function PartyMark({ party, className, testId }: { party: Party; className: string; testId: string }) {
  const t = useTranslations("site");
  const locale = useLocale() as Locale;
  const values = partyValues(party, locale);
  // The name a screen reader gives starts with what is seen (WCAG 2.5.3): the wordmark, else 'Home'
  // while the settings cannot be read; a logo shows no text, so it is named by the party alone.
  const label = !party.name ? t("home") : party.logo_url ? t("homeLabel", values) : t("homeLabelWordmark", values);
  return (
    <LocalLink to="/" className={className} aria-label={label} data-testid={testId}>
      {party.logo_url ? (
        <img className={`${className}-image`} src={party.logo_url} alt="" height={48} />
      ) : (
        <span className={`${className}-text`} aria-hidden="true">
          {party.wordmark || t("home")}
        </span>
      )}
    </LocalLink>
  );
}
