// The party's logo or wordmark (Settings → Partij-identiteit) as a link home: in the header, and
// as a discreet way home on the pages without header and footer (issue 24).
import { useLocale, useTranslations } from "use-intl";
import type { Locale } from "../../lib/locale";
import { partyValues, type Party } from "../../lib/site-settings";
import { LocalLink } from "../LocalLink";

export function PartyMark({ party, className, testId }: { party: Party; className: string; testId: string }) {
  const t = useTranslations("site");
  const locale = useLocale() as Locale;
  return (
    // 'Home' while the settings cannot be read.
    <LocalLink to="/" className={className} aria-label={party.name ? t("homeLabel", partyValues(party, locale)) : t("home")} data-testid={testId}>
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
